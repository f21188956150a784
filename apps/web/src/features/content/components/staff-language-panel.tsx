import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';
import { staffDateTime } from '../staff-format.ts';
import type { ContentFormValues } from '../staff-content-form.ts';
import { LazyMarkdownView } from './lazy-markdown-view.tsx';
import { languageName } from './staff-version-badges.tsx';

/** One language's saved state, as the publication row shows it. */
export interface SavedVersion {
  publishedAt: string | null;
  updatedAt: string;
}

/**
 * One language's title, summary and Markdown text, with its preview as visitors will see it, and its publication:
 * publishing applies to the saved text, so it waits until this language's edits are saved.
 */
export function StaffLanguagePanel({
  form,
  lang,
  saved,
  edited,
  publicUrl,
  publishing,
  onPublish,
}: {
  form: UseFormReturn<ContentFormValues>;
  lang: LanguageId;
  saved: SavedVersion | null;
  edited: boolean;
  publicUrl: string | null;
  publishing: boolean;
  onPublish: (published: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [preview, setPreview] = useState(false);
  const error = useFieldError(form.formState.errors);
  const values = form.watch(`versions.${lang}`);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm" bg="gray.0">
        <Group justify="space-between" gap="sm">
          <Text size="sm" aria-live="polite">
            {!saved && t('contentStaff.edit.notSaved', { language: languageName(lang) })}
            {saved?.publishedAt &&
              t('contentStaff.edit.publishedAt', { when: staffDateTime(saved.publishedAt, i18n.language) })}
            {saved && !saved.publishedAt && t('contentStaff.edit.draft')}
          </Text>
          <Group gap="sm">
            {saved?.publishedAt && publicUrl && (
              <Anchor href={publicUrl} target="_blank" rel="noopener" size="sm">
                {t('contentStaff.edit.viewOnSite')}
              </Anchor>
            )}
            {saved && (
              <Button
                size="xs"
                variant={saved.publishedAt ? 'default' : 'filled'}
                color={saved.publishedAt ? undefined : 'green.9'}
                loading={publishing}
                disabled={edited}
                onClick={() => onPublish(!saved.publishedAt)}
              >
                {saved.publishedAt ? t('contentStaff.edit.unpublish') : t('contentStaff.edit.publish')}
              </Button>
            )}
          </Group>
        </Group>
        {saved && edited && (
          <Text size="xs" c="gray.7" mt={4}>
            {t('contentStaff.edit.saveBeforePublish')}
          </Text>
        )}
      </Paper>
      <Switch
        label={t('contentStaff.edit.preview')}
        checked={preview}
        onChange={(event) => setPreview(event.currentTarget.checked)}
      />
      {preview ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} lang={lang}>
          <Title order={2} mb="xs" style={{ overflowWrap: 'anywhere' }}>
            {values.title || t('contentStaff.untitled')}
          </Title>
          {values.summary && (
            <Text c="gray.7" mb="md">
              {values.summary}
            </Text>
          )}
          <LazyMarkdownView markdown={values.body} />
        </Paper>
      ) : (
        <Stack gap="sm" lang={lang}>
          <TextInput
            label={t('contentStaff.edit.titleField')}
            required
            {...form.register(`versions.${lang}.title`)}
            error={error(`versions.${lang}.title`)}
          />
          <Textarea
            label={t('contentStaff.edit.summary')}
            autosize
            minRows={2}
            {...form.register(`versions.${lang}.summary`)}
            error={error(`versions.${lang}.summary`)}
          />
          <Textarea
            label={t('contentStaff.edit.body')}
            description={t('contentStaff.edit.bodyHint')}
            required
            autosize
            minRows={12}
            maxRows={40}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register(`versions.${lang}.body`)}
            error={error(`versions.${lang}.body`)}
          />
        </Stack>
      )}
    </Stack>
  );
}
