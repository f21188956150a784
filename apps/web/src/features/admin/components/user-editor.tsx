import { useEffect, useRef, useState } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { LANGUAGES } from '@labbench/contract/constants';
import { adminUserFormSchema } from '@labbench/contract';
import type { AdminUserDetail, AdminUserFormValues } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showServerFieldMessages } from '../../../lib/field-errors.ts';
import { showToast } from '../../../lib/toast.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { getlabanduser } from '../api/getlabanduser.ts';
import { useSaveUser } from '../api/update-internal-user.ts';
import { adminFailure } from '../admin-failure.ts';
import { mergeOnto, recordConflicts } from '../record-conflict.ts';
import type { FieldConflict } from '../record-conflict.ts';
import { USER_FORM_FIELDS, userFormValues, userPayload } from '../user-form-values.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { UserFields } from './user-fields.tsx';

type Field = (typeof USER_FORM_FIELDS)[number];
const LABELS: Record<Field, string> = {
  email: 'admin.user.email',
  firstName: 'admin.user.firstName',
  lastName: 'admin.user.lastName',
  userType: 'admin.user.userType',
  language: 'admin.user.language',
  permissions: 'admin.user.permissionLT',
  viewDownloadBtn: 'admin.user.viewDownloadBtn',
  viewEnglishtransBtn: 'admin.user.viewEnglishtransBtn',
  isSuperUser: 'admin.user.isSuperUser',
  companyAffiliate: 'admin.registered.companyAffiliate',
  affiliateConsultant: 'admin.registered.consultant',
  affiliateRegionalContact: 'admin.registered.regionalContact',
  affiliateInternalNumber: 'admin.registered.internalNumber',
};

/** A field's value as the conflict notice shows it: types, languages and yes/no in words. */
function shown(field: Field, value: unknown): string {
  if (typeof value === 'boolean') return i18next.t(value ? 'admin.yes' : 'admin.no');
  if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : '—';
  if (typeof value !== 'string' || value === '') return '—';
  if (field === 'userType') return i18next.t(`admin.userTypes.${value}`);
  if (field === 'language') return LANGUAGES.find((l) => l.id === value)?.name ?? value;
  return value;
}

/**
 * An existing user's form, saved based on the version it was loaded with (D58); a save refused because someone else
 * saved first shows their values beside the user's edits, which stay until the user chooses. `onDirtyChange` tells
 * the page whether unsaved edits are on screen.
 */
export function UserEditor({
  user,
  onSaved,
  onDirtyChange,
}: {
  user: AdminUserDetail;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveUser();
  const [initial] = useState(() => userFormValues(user, user.language));
  const base = useRef<{ values: AdminUserFormValues; version: number }>({ values: initial, version: user.version });
  const [conflict, setConflict] = useState<{ theirs: AdminUserDetail; list: FieldConflict<Field>[] } | null>(null);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<AdminUserFormValues>({
    resolver: zodResolver(adminUserFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const showConflict = async () => {
    const current = await getlabanduser({ userId: user.userId }).catch(() => null);
    const theirs = current?.users[0];
    if (!theirs) return setFailure({ messageKey: 'admin.errors.notFound', code: null });
    const list = recordConflicts(
      USER_FORM_FIELDS,
      base.current.values,
      userFormValues(theirs, theirs.language),
      form.getValues(),
    );
    setConflict({ theirs, list });
  };

  const submit = async (values: AdminUserFormValues) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(userPayload(values, { userId: user.userId, version: base.current.version }));
      base.current = { values, version: saved.version };
      form.reset(values);
      showToast({ message: t('admin.user.saved'), type: 'success' });
      onSaved();
    } catch (error) {
      const outcome = adminFailure(toApiCallError(error), USER_FORM_FIELDS, (key) => i18next.exists(key));
      if (outcome.kind === 'conflict') return showConflict();
      if (outcome.kind === 'fields') return showServerFieldMessages(form.setError, outcome.fields);
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'admin.errors.notFound', code: null });
    }
  };

  const adopt = (values: AdminUserFormValues, keepMine: boolean) => {
    if (!conflict) return;
    const theirs = userFormValues(conflict.theirs, conflict.theirs.language);
    base.current = { values: theirs, version: conflict.theirs.version };
    setConflict(null);
    if (!keepMine) return form.reset(theirs);
    form.reset(values, { keepDefaultValues: true });
    void form.handleSubmit(submit)();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
        aria-label={t('admin.user.formLabel')}
      >
        <Stack gap="md">
          {conflict && (
            <ConflictNotice
              conflicts={conflict.list}
              label={(field) => t(LABELS[field])}
              format={shown}
              onKeepMine={() =>
                adopt(
                  mergeOnto(
                    USER_FORM_FIELDS,
                    base.current.values,
                    userFormValues(conflict.theirs, conflict.theirs.language),
                    form.getValues(),
                  ),
                  true,
                )
              }
              onTakeTheirs={() => adopt(form.getValues(), false)}
            />
          )}
          <UserFields form={form} />
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
