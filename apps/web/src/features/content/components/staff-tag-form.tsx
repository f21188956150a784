import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId, ResponseOf } from '@labbench/contract';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showServerFieldMessages, useFieldError } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSaveContentTag } from '../api/save-content-tag.ts';
import { languageName } from './staff-version-badges.tsx';

export type StaffTag = ResponseOf<'getContentTags'>['tags'][number];
type Values = { slug: string; names: Record<LanguageId, string> };
type Field = 'slug' | 'names' | `names.${LanguageId}`;

const FIELDS: readonly Field[] = ['slug', 'names', ...LANGUAGE_IDS.map((l) => `names.${l}` as const)];

/** A new tag (`tag` null) or a tag's names: English required, the other languages fall back to it. */
export function StaffTagForm({ tag, onClose }: { tag: StaffTag | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveContentTag();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      slug: tag?.slug ?? '',
      names: Object.fromEntries(LANGUAGE_IDS.map((l) => [l, tag?.names[l] ?? ''])),
    },
  });
  const error = useFieldError(form.formState.errors);
  const submit = async (values: Values) => {
    setFailure(null);
    const names = Object.fromEntries(Object.entries(values.names).filter(([, name]) => name.trim() !== ''));
    try {
      await save.mutateAsync({ slug: values.slug.trim().toLowerCase(), names });
      showToast({ message: t('contentStaff.tags.saved'), type: 'success' });
      onClose();
    } catch (caught) {
      const { status, error: apiError } = toApiCallError(caught);
      const outcome = callFailure(status, apiError, FIELDS, (key) => i18n.exists(key));
      if (outcome.kind === 'fields') {
        const fields = outcome.fields.map((f) => (f.field === 'names' ? { ...f, field: 'names.en' as const } : f));
        return showServerFieldMessages(form.setError, fields);
      }
      setFailure(outcome);
    }
  };
  return (
    <Modal opened onClose={onClose} title={tag ? t('contentStaff.tags.rename') : t('contentStaff.tags.new')} size="lg">
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('contentStaff.tags.slug')}
            description={t('contentStaff.edit.slugHint')}
            required
            readOnly={!!tag}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.register('slug', { required: 'validation.slugInvalid' })}
            error={error('slug')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {LANGUAGE_IDS.map((lang) => (
              <TextInput
                key={lang}
                lang={lang}
                label={t('contentStaff.tags.nameIn', { language: languageName(lang) })}
                required={lang === 'en'}
                {...form.register(`names.${lang}`, lang === 'en' ? { required: 'validation.tagNameRequired' } : {})}
                error={error(`names.${lang}`)}
              />
            ))}
          </SimpleGrid>
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('contentStaff.tags.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
