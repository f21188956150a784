import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { V, registrationLabSchema, registrationPersonalSchema, registrationReaderSchema } from '@labbench/contract';
import type { RegistrationLabValues, RegistrationPersonalValues, RegistrationReaderValues } from '@labbench/contract';
import { isLanguageId } from '@labbench/contract/constants';
import { toApiCallError } from '../../../lib/api-client.ts';
import type { ApiCallError } from '../../../lib/api-client.ts';
import { currentLanguage, storedCountry } from '../../../lib/locale-store.ts';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { PageCard } from '../../../components/form/page-card.tsx';
import { useCheckEmailExists } from '../api/check-email-id-already-exist.ts';
import { useSelfPreRegistation } from '../api/selfpreregistation.ts';
import { useSelfRegistation } from '../api/self-registation.ts';
import { callingCodeOf, defaultCountry } from '../dropdown-options.ts';
import { emptyLabValues, emptyReaderValues } from '../form-defaults.ts';
import { arrivalOf, arrivalUrl } from '../arrival.ts';
import { pageBoot } from '../../../i18n/page-boot.ts';
import { labRegistrationPayload, readerRegistrationPayload } from '../registration-payload.ts';
import { LAB_STEP_FIELDS, READER_STEP_FIELDS, registrationFailure } from '../registration-failure.ts';
import type { RegistrationFailure } from '../registration-failure.ts';
import type { RegistrationKind } from './kind-choice.tsx';
import { KindChoice } from './kind-choice.tsx';
import { LabFields } from './lab-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { ReaderFields } from './reader-fields.tsx';
import { RegistrationSent } from './registration-sent.tsx';
import type { RegistrationOptions } from './use-registration-options.ts';

const knows = (key: string) => i18next.exists(key);

/**
 * The two-step registration of a visitor (§2): the kind at the top, step 1 "about yourself", then "about your
 * lab" (selfRegistation) or, for content only, "about you" (selfpreregistation). Both steps' values live in
 * their forms for the whole visit, so Back, a failed call or a refused field never loses what was typed.
 */
export function RegistrationWizard({ options }: { options: RegistrationOptions }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<RegistrationKind>('lab');
  const [step, setStep] = useState<0 | 1>(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const checkEmail = useCheckEmailExists();
  const registerLab = useSelfRegistation();
  const registerReader = useSelfPreRegistation();

  const country = defaultCountry(
    options.countries.map((c) => c.value),
    storedCountry(),
  );
  const language = i18next.language;
  // Read when sent: the address the page was first loaded with does not change, and a server's render has none.
  const arrival = () => arrivalOf(arrivalUrl(), pageBoot.country);

  const personalForm = useForm<RegistrationPersonalValues>({
    resolver: zodResolver(registrationPersonalSchema),
    mode: 'onTouched',
    defaultValues: {
      language: isLanguageId(language) ? language : currentLanguage(),
      firstName: '',
      lastName: '',
      // Nothing chosen yet: the select shows its "Select" entry and the schema answers "required".
      jobDesignation: '' as RegistrationPersonalValues['jobDesignation'],
      other: '',
      email: '',
      Password: '',
      confirmPassword: '',
      countrySTDCode: callingCodeOf(country) ?? '',
      contactNo: '',
    },
  });
  const labForm = useForm<RegistrationLabValues>({
    resolver: zodResolver(registrationLabSchema),
    mode: 'onTouched',
    defaultValues: emptyLabValues(country),
  });
  const readerForm = useForm<RegistrationReaderValues>({
    resolver: zodResolver(registrationReaderSchema),
    mode: 'onTouched',
    defaultValues: emptyReaderValues(country),
  });

  const freshCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const toStep = (next: 0 | 1) => {
    setFailure(null);
    setStep(next);
  };

  // A new step starts at its top, wherever the last one's button was: its heading is scrolled to and focused.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    window.scrollTo(0, 0);
    stepHeading.current?.focus({ preventScroll: true });
  }, [step]);

  const onNext = personalForm.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      if (await checkEmail.mutateAsync({ email })) {
        personalForm.setError('email', { type: 'server', message: V.emailInUse }, { shouldFocus: true });
        return;
      }
      toStep(1);
    } catch (error) {
      const { status, error: apiError } = toApiCallError(error);
      const outcome = registrationFailure(status, apiError, [], knows);
      if (outcome.kind === 'message') setFailure(outcome);
      else for (const f of outcome.personal) personalForm.setError(f.field, { type: 'server', message: f.messageKey });
    }
  });

  const sent = (email: string) => {
    // Nothing typed stays in memory once the account exists, least of all the password.
    personalForm.reset();
    labForm.reset();
    readerForm.reset();
    setSentTo(email);
  };

  /** Messages under the fields the server refused; back to step 1 when one of them is there. */
  const showFailure = <S extends string>(outcome: RegistrationFailure<S>, secondStep: (f: S, key: string) => void) => {
    if (outcome.kind === 'message') {
      setFailure(outcome);
      return;
    }
    for (const f of outcome.secondStep) secondStep(f.field, f.messageKey);
    for (const f of outcome.personal) personalForm.setError(f.field, { type: 'server', message: f.messageKey });
    if (outcome.personal.length > 0) toStep(0);
  };

  /** Sends with the captcha solution; `onError` shows what went wrong. */
  const submitWith = async (send: (solution: string) => Promise<unknown>, onError: (error: ApiCallError) => void) => {
    if (!captcha) return;
    setFailure(null);
    try {
      await send(captcha);
      sent(personalForm.getValues('email'));
    } catch (error) {
      onError(toApiCallError(error));
    } finally {
      // A solution is accepted once: the next attempt needs a new one.
      freshCaptcha();
    }
  };

  const onSubmitLab = labForm.handleSubmit((lab) =>
    submitWith(
      (solution) => registerLab.mutateAsync(labRegistrationPayload(personalForm.getValues(), lab, solution, arrival())),
      ({ status, error }) =>
        showFailure(registrationFailure(status, error, LAB_STEP_FIELDS, knows), (field, message) =>
          labForm.setError(field, { type: 'server', message }),
        ),
    ),
  );
  const onSubmitReader = readerForm.handleSubmit((reader) =>
    submitWith(
      (solution) =>
        registerReader.mutateAsync(readerRegistrationPayload(personalForm.getValues(), reader, solution, arrival())),
      ({ status, error }) =>
        showFailure(registrationFailure(status, error, READER_STEP_FIELDS, knows), (field, message) =>
          readerForm.setError(field, { type: 'server', message }),
        ),
    ),
  );

  if (sentTo) return <RegistrationSent email={sentTo} />;

  const secondStepKey = kind === 'lab' ? 'registration.steps.lab' : 'registration.steps.reader';
  const pending = registerLab.isPending || registerReader.isPending;

  return (
    <PageCard titleKey="pages.registration.title">
      <Stack gap="lg" mt="md">
        <KindChoice value={kind} onChange={setKind} disabled={pending} />
        <Stepper
          active={step}
          onStepClick={(s) => toStep(s === 0 ? 0 : 1)}
          allowNextStepsSelect={false}
          size="sm"
          aria-label={t('registration.steps.label')}
        >
          <Stepper.Step label={t('registration.steps.personal')} />
          <Stepper.Step label={t(secondStepKey)} />
        </Stepper>
        {step === 0 ? (
          <form onSubmit={onNext} noValidate aria-label={t('registration.personalFormLabel')}>
            <Stack gap="md">
              <Title order={2} size="h3" ref={stepHeading} tabIndex={-1}>
                {t('registration.steps.personal')}
              </Title>
              <PersonalFields form={personalForm} options={options} />
              <FailureAlert failure={failure} />
              <Button type="submit" size="md" fullWidth loading={checkEmail.isPending}>
                {t('registration.next')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form
            onSubmit={kind === 'lab' ? onSubmitLab : onSubmitReader}
            noValidate
            aria-label={t(kind === 'lab' ? 'registration.labFormLabel' : 'registration.readerFormLabel')}
          >
            <Stack gap="md">
              <Title order={2} size="h3" ref={stepHeading} tabIndex={-1}>
                {t(secondStepKey)}
              </Title>
              {kind === 'lab' ? (
                <LabFields form={labForm} countries={options.countries} />
              ) : (
                <ReaderFields form={readerForm} countries={options.countries} />
              )}
              <CaptchaField key={captchaKey} label={t('registration.captchaLabel')} onChange={setCaptcha} />
              <FailureAlert failure={failure} />
              <Group justify="space-between" wrap="nowrap">
                <Button variant="default" size="md" onClick={() => toStep(0)} disabled={pending}>
                  {t('registration.back')}
                </Button>
                <Button
                  type="submit"
                  size="md"
                  loading={pending}
                  disabled={!captcha}
                  aria-describedby={captcha ? undefined : 'registration-captcha-hint'}
                >
                  {t('registration.submit')}
                </Button>
              </Group>
              {!captcha && (
                <Text size="xs" c="gray.7" id="registration-captcha-hint" mt={-8}>
                  {t('registration.captchaHint')}
                </Text>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </PageCard>
  );
}
