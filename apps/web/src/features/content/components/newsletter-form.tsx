import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert, Anchor, Button, Checkbox, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { V, subscribeNewsletterPayload } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';
import { spinner } from '../../../lib/spinner.ts';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { showSubmitFailure } from './form-failure.ts';
import { PersonFields } from './person-fields.tsx';
import type { PersonFieldName } from './person-fields.tsx';
import { useCountryOptions, useJobTitleOptions } from './form-options.ts';

/** The contract's rules; the legal consent is a checkbox that starts unticked (the contract wants `true`). */
const newsletterSchema = subscribeNewsletterPayload
  .omit({ language: true, captcha: true, RequesterUserId: true })
  .extend({ legalConsent: z.boolean().refine((v) => v, { error: V.legalConsentRequired }) });
type NewsletterInput = z.input<typeof newsletterSchema>;
type NewsletterValues = z.output<typeof newsletterSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'country', 'jobTitle', 'legalConsent'] as const;

/**
 * The newsletter form (§3: first name, last name, e-mail, company, country/region, job title, legal consent,
 * marketing consent) with the captcha. The consent texts shown are the ones the server stores with the sign-up.
 * Sent, it says to look for the confirmation mail, whatever the address (the server reveals nothing either).
 */
/** The legal consent's words, then a link to the privacy policy they refer to. */
function LegalConsentLabel() {
  const { t } = useTranslation();
  return (
    <>
      {t('newsletter.legalConsent')}{' '}
      <Anchor component={Link} to="/privacy" target="_blank" inherit underline="always">
        {t('footer.privacyPolicy')}
      </Anchor>
    </>
  );
}

export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const subscribe = useSubscribeNewsletter();
  const countries = useCountryOptions();
  const jobTitles = useJobTitleOptions();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: zodResolver(newsletterSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      country: '',
      legalConsent: false,
      marketingConsent: false,
    },
  });
  const fieldError = useFieldError(errors);
  const personField = (name: PersonFieldName) => ({ ...register(name), error: fieldError(name) });

  const onSubmit = handleSubmit(async (values) => {
    if (!captcha) return;
    setFailure(null);
    spinner.show();
    try {
      await subscribe.mutateAsync({ ...values, legalConsent: true, language, captcha });
      setSent(true);
    } catch (error) {
      setFailure(showSubmitFailure(error, FIELDS, setError, (key) => i18n.exists(key)));
    } finally {
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
      spinner.hide();
    }
  });

  if (sent) {
    return (
      <Alert color="green" variant="light" role="status">
        <Title order={2} size="h4" mb={4}>
          {t('newsletter.sentTitle')}
        </Title>
        {t('newsletter.sent')}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('newsletter.formLabel')}>
      <Stack gap="md">
        <PersonFields field={personField} />
        <TextInput
          {...register('company')}
          label={t('newsletter.company')}
          autoComplete="organization"
          withAsterisk
          error={fieldError('company')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            {...register('country')}
            label={t('newsletter.country')}
            withAsterisk
            data={[{ value: '', label: t('newsletter.select'), disabled: true }, ...countries]}
            error={fieldError('country')}
          />
          <NativeSelect
            {...register('jobTitle')}
            label={t('newsletter.jobTitle')}
            withAsterisk
            data={[{ value: '', label: t('newsletter.select'), disabled: true }, ...jobTitles]}
            defaultValue=""
            error={fieldError('jobTitle')}
          />
        </SimpleGrid>
        <Checkbox {...register('legalConsent')} label={<LegalConsentLabel />} error={fieldError('legalConsent')} />
        <Checkbox {...register('marketingConsent')} label={t('newsletter.marketingConsent')} />
        <CaptchaField key={captchaKey} label={t('newsletter.captcha')} onChange={setCaptcha} />
        <FailureAlert failure={failure} />
        <Button type="submit" disabled={!captcha} loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('newsletter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
