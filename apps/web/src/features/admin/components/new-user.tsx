import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { isLanguageId } from '@labbench/contract/constants';
import { adminUserFormSchema } from '@labbench/contract';
import type { AdminLabDetail, AdminUserFormValues } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { toApiCallError } from '../../../lib/api-client.ts';
import { showServerFieldMessages } from '../../../lib/field-errors.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useAddNewUser } from '../api/add-new-user.ts';
import { useCreateUser } from '../api/create-user.ts';
import { adminFailure } from '../admin-failure.ts';
import { USER_FORM_FIELDS, hasLab, userFormValues } from '../user-form-values.ts';
import { InitialPassword } from './initial-password.tsx';
import { LabPicker } from './lab-picker.tsx';
import { UserFields } from './user-fields.tsx';

interface Created {
  userId: string;
  email: string;
  password: string;
  labId: string | null;
}

/**
 * A new user: in the lab the address names (the lab page's "add a user"), in a lab staff pick, or without a lab.
 * Staff and content readers have no lab (§6). Once made, the one-time password is shown this once (D59).
 */
export function NewUser({ lab }: { lab: AdminLabDetail | null }) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const addNewUser = useAddNewUser();
  const [picked, setPicked] = useState('');
  const [created, setCreated] = useState<Created | null>(null);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const language = isLanguageId(i18next.language) ? i18next.language : 'en';
  const form = useForm<AdminUserFormValues>({
    resolver: zodResolver(adminUserFormSchema),
    mode: 'onTouched',
    defaultValues: userFormValues(null, language),
  });
  const labId = lab?.labId ?? picked;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const done =
        labId && hasLab(values.userType)
          ? await addNewUser.mutateAsync({ ...values, labId })
          : await createUser.mutateAsync(values);
      setCreated({
        userId: done.userId,
        email: values.email,
        password: done.initialPassword,
        labId: labId && hasLab(values.userType) ? labId : null,
      });
    } catch (error) {
      const outcome = adminFailure(toApiCallError(error), USER_FORM_FIELDS, (key) => i18next.exists(key));
      if (outcome.kind === 'fields') return showServerFieldMessages(form.setError, outcome.fields);
      setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'admin.errors.notFound', code: null });
    }
  });

  if (created)
    return (
      <Stack gap="md">
        <InitialPassword email={created.email} password={created.password} />
        <Group gap="md">
          <Anchor component={Link} to={staffPaths.user(created.userId)}>
            {t('admin.newUser.open')}
          </Anchor>
          {created.labId && (
            <Anchor component={Link} to={staffPaths.lab(created.labId)}>
              {t('admin.newUser.backToLab')}
            </Anchor>
          )}
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setCreated(null);
              form.reset(userFormValues(null, language));
            }}
          >
            {t('admin.newUser.another')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-label={t('admin.user.formLabel')}>
        <Stack gap="lg">
          <UserFields form={form} />
          <Stack gap="xs" component="section" aria-labelledby="new-user-lab">
            <Title order={2} size="h4" id="new-user-lab">
              {t('admin.userLab.title')}
            </Title>
            {lab ? (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('admin.userLab.current')} {lab.nameOfInstuation} ({lab.labCode ?? '—'})
              </Text>
            ) : (
              <LabPicker value={picked} onChange={setPicked} label={t('admin.userLab.pick')} />
            )}
            <Text size="xs" c="gray.7">
              {t('admin.newUser.labHint')}
            </Text>
          </Stack>
          <FailureAlert failure={failure} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('admin.newUser.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
