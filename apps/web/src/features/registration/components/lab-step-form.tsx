import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Button, Stack } from '@mantine/core';
import { registrationLabSchema } from '@labbench/contract';
import type { RegistrationLabValues } from '@labbench/contract';
import { toApiCallError } from '../../../lib/api-client.ts';
import { storedCountry } from '../../../lib/locale-store.ts';
import { showToast } from '../../../lib/toast.ts';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useReloadSession } from '../../../lib/session/session-reload.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useLabRegistrationFullAccess } from '../api/lab-registation-full-access.ts';
import { useSelfRegistrationFullAccess } from '../api/selfregistation-full-access.ts';
import { defaultCountry } from '../dropdown-options.ts';
import { LAB_STEP_FIELDS, registrationFailure } from '../registration-failure.ts';
import { emptyLabValues } from '../form-defaults.ts';
import { labStepPayload } from '../registration-payload.ts';
import { LabFields } from './lab-fields.tsx';
import type { SelectOption } from '../dropdown-options.ts';

/** Who registers a lab while signed in: a user without a lab, or a content reader asking for full access. */
export type LabStepRequest = 'labRegistationFullAccess' | 'selfregistationFullAccess';

/**
 * The lab step alone for a signed-in user (build plan, identity agreements). Afterwards the session is read
 * again, so the guards see the new lab (and a former content reader's new user type), and the user goes to /survey.
 */
export function LabStepForm({ request, countries }: { request: LabStepRequest; countries: SelectOption[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const reloadSession = useReloadSession();
  const withoutLab = useLabRegistrationFullAccess();
  const contentReader = useSelfRegistrationFullAccess();
  const mutation = request === 'labRegistationFullAccess' ? withoutLab : contentReader;
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const form = useForm<RegistrationLabValues>({
    resolver: zodResolver(registrationLabSchema),
    mode: 'onTouched',
    defaultValues: emptyLabValues(
      defaultCountry(
        countries.map((c) => c.value),
        session?.user.countryCode ?? storedCountry(),
      ),
    ),
  });

  const onSubmit = form.handleSubmit(async (lab) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(labStepPayload(lab));
      await reloadSession();
      showToast({ message: t('registration.labStep.registered'), type: 'success' });
      await navigate('/survey', { replace: true });
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = registrationFailure(status, apiError, LAB_STEP_FIELDS, (key) => i18next.exists(key));
      if (outcome.kind === 'fields' && outcome.secondStep.length > 0) {
        for (const f of outcome.secondStep) form.setError(f.field, { type: 'server', message: f.messageKey });
      } else {
        setFailure(outcome.kind === 'message' ? outcome : { messageKey: 'errors.invalidRequest', code: null });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('registration.labFormLabel')}>
      <Stack gap="md">
        <LabFields form={form} countries={countries} />
        <FailureAlert failure={failure} />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          {t('registration.labStep.submit')}
        </Button>
      </Stack>
    </form>
  );
}
