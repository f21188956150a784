import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../config/portal-config.ts';
import { useSpinner } from '../../lib/spinner.ts';
import classes from './full-screen-spinner.module.css';

/** Overlay while `spinner.show()` is in force; the China site also shows the given message (§2 Other). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  const { visible, messageKey } = useSpinner();
  if (!visible) return null;
  return (
    <div className={classes.overlay} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      <Loader color="white" size="lg" />
      {isChinaSite && messageKey && <p className={classes.message}>{t(messageKey)}</p>}
    </div>
  );
}
