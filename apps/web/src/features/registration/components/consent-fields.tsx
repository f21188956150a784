import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RequiredConsent } from '../consent-choice.ts';

export interface ConsentFieldsProps {
  /** Which consent the country needs (§5): Korea sees only the Korea consent. */
  required: RequiredConsent;
  privacy: UseFormRegisterReturn;
  korea: UseFormRegisterReturn;
  marketing: UseFormRegisterReturn;
  /** Message key of the required consent's error. */
  error: string | undefined;
}

/** The consents of step 2: the one the country requires, then the optional marketing consent. */
export function ConsentFields({ required, privacy, korea, marketing, error }: ConsentFieldsProps) {
  const { t } = useTranslation();
  const privacyLink = (
    <Anchor component={Link} to="/privacy" target="_blank" size="sm">
      {t('registration.privacyLink')}
    </Anchor>
  );
  return (
    <Stack gap="sm">
      {required === 'korea' ? (
        <Checkbox
          {...korea}
          label={t('registration.koreaConsent')}
          description={privacyLink}
          error={error ? t(error) : undefined}
        />
      ) : (
        <Checkbox
          {...privacy}
          label={t('registration.privacyConsent')}
          description={privacyLink}
          error={error ? t(error) : undefined}
        />
      )}
      <Checkbox {...marketing} label={t('registration.marketingConsent')} />
    </Stack>
  );
}
