import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SignInProvider } from '@labbench/contract';
import classes from './provider-buttons.module.css';

export interface ProviderButtonsProps {
  providers: readonly SignInProvider[];
  onSelect: (provider: SignInProvider) => void;
}

/** One button per configured provider (§2 Login), worded without brand logos; nothing when none is configured. */
export function ProviderButtons({ providers, onSelect }: ProviderButtonsProps) {
  const { t } = useTranslation();
  if (providers.length === 0) return null;
  return (
    <>
      <p className={classes.separator} aria-hidden="true">
        <span>{t('login.or')}</span>
      </p>
      <Stack gap="sm" role="group" aria-label={t('login.providersLabel')}>
        {providers.map((provider) => (
          <Button key={provider} type="button" variant="default" size="md" fullWidth onClick={() => onSelect(provider)}>
            {t(`login.providers.${provider}`)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
