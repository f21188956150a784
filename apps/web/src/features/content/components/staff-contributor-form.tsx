import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { toApiCallError } from '../../../lib/api-client.ts';
import { callFailure } from '../../../lib/call-failure.ts';
import { showServerFieldMessages, useFieldError } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { useSaveContentContributor } from '../api/save-content-contributor.ts';
import type { StaffContributor } from '../staff-contributors-query.ts';
import { languageName } from './staff-version-badges.tsx';

type PerLanguage = Record<LanguageId, string>;
type Values = { name: string; role: PerLanguage; bio: PerLanguage };
type Field = 'name' | `role.${LanguageId}` | `bio.${LanguageId}`;
const FIELDS: readonly Field[] = ['name', ...LANGUAGE_IDS.flatMap((l) => [`role.${l}`, `bio.${l}`] as const)];

const perLanguage = (texts: Partial<PerLanguage> = {}) =>
  Object.fromEntries(LANGUAGE_IDS.map((l) => [l, texts[l] ?? ''])) as PerLanguage;
const filled = (texts: PerLanguage) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v.trim() !== ''));

/** A new contributor (`contributor` null) or one's name, and role and bio per language (English first). */
export function StaffContributorForm({
  contributor,
  onClose,
}: {
  contributor: StaffContributor | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveContentContributor();
  const [lang, setLang] = useState<LanguageId>('en');
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      name: contributor?.name ?? '',
      role: perLanguage(contributor?.role),
      bio: perLanguage(contributor?.bio),
    },
  });
  const error = useFieldError(form.formState.errors);
  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(contributor ? { id: contributor.id } : {}),
        name: values.name,
        role: filled(values.role),
        bio: filled(values.bio),
      });
      showToast({ message: t('contentStaff.contributors.saved'), type: 'success' });
      onClose();
    } catch (caught) {
      const { status, error: apiError } = toApiCallError(caught);
      const outcome = callFailure(status, apiError, FIELDS, (key) => i18n.exists(key));
      if (outcome.kind === 'fields') {
        const first = outcome.fields.find((f) => f.field !== 'name');
        if (first) setLang(first.field.split('.')[1] as LanguageId);
        return showServerFieldMessages(form.setError, outcome.fields);
      }
      setFailure(outcome);
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={contributor ? t('contentStaff.contributors.editTitle') : t('contentStaff.contributors.new')}
      size="lg"
    >
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('contentStaff.contributors.name')}
            required
            {...form.register('name', { required: 'validation.firstNameRequired' })}
            error={error('name')}
          />
          <NativeSelect
            label={t('contentStaff.contributors.language')}
            description={t('contentStaff.contributors.languageHint')}
            value={lang}
            onChange={(event) => setLang(LANGUAGE_IDS.find((l) => l === event.currentTarget.value) ?? 'en')}
            data={LANGUAGE_IDS.map((l) => ({ value: l, label: languageName(l) }))}
          />
          <TextInput
            key={`role-${lang}`}
            lang={lang}
            label={t('contentStaff.contributors.role', { language: languageName(lang) })}
            {...form.register(`role.${lang}`)}
            error={error(`role.${lang}`)}
          />
          <Textarea
            key={`bio-${lang}`}
            lang={lang}
            label={t('contentStaff.contributors.bio', { language: languageName(lang) })}
            autosize
            minRows={4}
            {...form.register(`bio.${lang}`)}
            error={error(`bio.${lang}`)}
          />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('contentStaff.contributors.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
