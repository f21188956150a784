import { useCallback, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { ContentKind, LanguageId } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showToast } from '../../../lib/toast.ts';
import { getContentItem } from '../api/get-content-item.ts';
import { useSaveContentItem } from '../api/save-content-item.ts';
import { useSetContentPublication } from '../api/set-content-publication.ts';
import {
  checkContentPayload,
  contentFormValues,
  contentPayload,
  fieldLanguage,
  formField,
  languagesToSave,
  publicContentUrl,
} from '../staff-content-form.ts';
import type { ContentFormField, ContentFormValues, ContentItem } from '../staff-content-form.ts';
import { StaffContentMeta } from './staff-content-meta.tsx';
import { StaffLanguagePanel } from './staff-language-panel.tsx';
import { StaffLanguageTabs } from './staff-language-tabs.tsx';
import { StaffLeaveGuard } from './staff-leave-guard.tsx';

/**
 * The editor of an article or page (a new one when `item` is null): the item's own fields, a tab per language with
 * its texts, preview and publication. Save sends every edited language at once; a refusal puts the messages under
 * the fields (switching to the first language concerned) and keeps everything typed.
 */
export function StaffContentEditor({ item: loaded, kind }: { item: ContentItem | null; kind: ContentKind }) {
  const { t, i18n } = useTranslation();
  const knows = (key: string) => i18n.exists(key);
  const navigate = useNavigate();
  const save = useSaveContentItem();
  const publication = useSetContentPublication();
  const [item, setItem] = useState(loaded);
  const [lang, setLang] = useState<LanguageId>('en');
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<ContentFormValues>({ defaultValues: contentFormValues(loaded, kind) });
  const { dirtyFields, isDirty, isSubmitting } = form.formState;
  const edited = (l: LanguageId) => !!dirtyFields.versions?.[l];
  const saved = (l: LanguageId) => item?.versions.find((v) => v.lang === l) ?? null;
  // Set once a new item is saved: the move to its own address carries nothing unsaved.
  const created = useRef(false);
  const isDirtyNow = useCallback(() => !created.current && form.formState.isDirty, [form]);

  const showMessages = (fields: { field: ContentFormField; messageKey: string }[]) => {
    for (const { field, messageKey } of fields) form.setError(field, { type: 'server', message: messageKey });
    const first = fields.map((f) => fieldLanguage(f.field)).find((l) => l !== null);
    if (first && !fields.some((f) => fieldLanguage(f.field) === lang)) setLang(first);
  };

  const submit = async (values: ContentFormValues) => {
    setFailure(null);
    const langs = languagesToSave(
      values,
      LANGUAGE_IDS.filter(edited),
      (item?.versions ?? []).map((v) => v.lang),
    );
    const payload = contentPayload(values, item?.id ?? null, langs);
    const problems = checkContentPayload(payload, langs);
    if (problems.length > 0) return showMessages(problems);
    try {
      const { id } = await save.mutateAsync(payload);
      const fresh = await getContentItem({ id });
      form.reset(contentFormValues(fresh.item, fresh.item.kind));
      setItem(fresh.item);
      showToast({ message: t('contentStaff.edit.saved'), type: 'success' });
      if (item) return;
      created.current = true;
      void navigate(staffPaths.contentItem(id), { replace: true });
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const paths = (apiError.fields ?? []).map((f) => f.field);
      const outcome = callFailure(status, apiError, paths, knows);
      if (outcome.kind === 'fields') {
        const mapped = outcome.fields.flatMap(({ field, messageKey }) => {
          const name = formField(field, langs);
          return name ? [{ field: name, messageKey }] : [];
        });
        if (mapped.length > 0) return showMessages(mapped);
      }
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'errors.processError', code: null });
    }
  };

  const publish = async (published: boolean) => {
    if (!item) return;
    setFailure(null);
    try {
      const { publishedAt } = await publication.mutateAsync({ id: item.id, lang, published });
      setItem({ ...item, versions: item.versions.map((v) => (v.lang === lang ? { ...v, publishedAt } : v)) });
      showToast({
        message: t(published ? 'contentStaff.edit.publishedToast' : 'contentStaff.edit.unpublishedToast'),
        type: 'success',
      });
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = callFailure(status, apiError, [], knows);
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'errors.processError', code: null });
    }
  };

  const version = saved(lang);
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label={t('contentStaff.edit.form')}
    >
      <StaffLeaveGuard isDirty={isDirtyNow} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <StaffContentMeta form={form} />
        </Paper>
        <Stack gap={0}>
          <StaffLanguageTabs
            value={lang}
            onChange={setLang}
            stateOf={(l) => {
              const v = saved(l);
              return v ? (v.publishedAt ? 'published' : 'draft') : 'none';
            }}
            edited={edited}
          />
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} style={{ borderTopLeftRadius: 0 }}>
            <StaffLanguagePanel
              form={form}
              lang={lang}
              saved={version}
              edited={edited(lang)}
              publicUrl={item ? publicContentUrl(item, lang) : null}
              publishing={publication.isPending}
              onPublish={(published) => void publish(published)}
            />
          </Paper>
        </Stack>
        <FailureAlert failure={failure} />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {isDirty ? t('contentStaff.edit.unsaved') : ''}
          </Text>
          <Button type="submit" loading={isSubmitting}>
            {t('contentStaff.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
