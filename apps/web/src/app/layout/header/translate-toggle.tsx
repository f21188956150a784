import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMode, useTranslateMode } from '../../../i18n/translate-mode.ts';

/** Turns the translation edit mode on and off for users with permission LT. */
export function TranslateToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const checked = useTranslateMode();
  return (
    <Switch
      className={className}
      checked={checked}
      onChange={(event) => translateMode.set(event.currentTarget.checked)}
      label={t('header.translateToggle')}
      size="sm"
    />
  );
}
