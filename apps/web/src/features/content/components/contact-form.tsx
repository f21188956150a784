import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { CONTENT_LIMITS, sendContactMessagePayload } from '@labbench/contract';
import { useFieldError } from '../../../lib/field-errors.ts';
import { spinner } from '../../../lib/spinner.ts';
import { CaptchaField } from '../../../components/captcha/captcha-field.tsx';
import { FailureAlert } from '../../../components/form/failure-alert.tsx';
import type { FailureMessage } from '../../../components/form/failure-alert.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { showSubmitFailure } from './form-failure.ts';
import { PersonFields } from './person-fields.tsx';
import type { PersonFieldName } from './person-fields.tsx';
import { useCountryOptions } from './form-options.ts';

/** The contract's rules for what the visitor types; language and captcha are added on sending. */
const contactSchema = sendContactMessagePayload.omit({ language: true, captcha: true, RequesterUserId: true });
type ContactInput = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'country', 'message'] as const;
const EMPTY: ContactInput = { firstName: '', lastName: '', email: '', company: '', country: '', message: '' };

/**
 * The contact page's form (§1 contact): reaches staff by mail, with the captcha. Mistakes show under their fields in
 * the visitor's language (the form's rules, then the server's); what was typed stays after any failure.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const language = useContentLanguage();
  const send = useSendContactMessage();
  const countries = useCountryOptions();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const fieldError = useFieldError(errors);
  const personField = (name: PersonFieldName) => ({ ...register(name), error: fieldError(name) });

  const onSubmit = handleSubmit(async (values) => {
    if (!captcha) return;
    setFailure(null);
    spinner.show();
    try {
      await send.mutateAsync({ ...values, language, captcha });
      reset(EMPTY);
      setSent(true);
    } catch (error) {
      setFailure(showSubmitFailure(error, FIELDS, setError, (key) => i18n.exists(key)));
    } finally {
      // A solution is accepted once: the next message needs a new one.
      setCaptcha(null);
      setCaptchaKey((k) => k + 1);
      spinner.hide();
    }
  });

  if (sent) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="green" variant="light" role="status">
          {t('contactForm.sent')}
        </Alert>
        <Button variant="default" onClick={() => setSent(false)}>
          {t('contactForm.another')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contactForm.formLabel')}>
      <Stack gap="md">
        <PersonFields field={personField} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...register('company')}
            label={t('contactForm.company')}
            autoComplete="organization"
            error={fieldError('company')}
          />
          <NativeSelect
            {...register('country')}
            label={t('newsletter.country')}
            withAsterisk
            data={[{ value: '', label: t('newsletter.select'), disabled: true }, ...countries]}
            error={fieldError('country')}
          />
        </SimpleGrid>
        <Textarea
          {...register('message')}
          label={t('contactForm.message')}
          withAsterisk
          rows={6}
          maxLength={CONTENT_LIMITS.contactMessage}
          error={fieldError('message')}
        />
        <CaptchaField key={captchaKey} label={t('newsletter.captcha')} onChange={setCaptcha} />
        <FailureAlert failure={failure} />
        <Button type="submit" disabled={!captcha} loading={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {t('contactForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
