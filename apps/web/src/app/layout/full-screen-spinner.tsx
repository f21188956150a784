import { useId } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChinaSite } from '../../config/portal-config.ts';
import { useSpinner } from '../../lib/spinner.ts';
import classes from './full-screen-spinner.module.css';

/** Overlay while `spinner.show()` is in force; the China site also shows the given message (§2 Other). */
export function FullScreenSpinner() {
  const { t } = useTranslation();
  const { visible, messageKey } = useSpinner();
  const messageId = useId();
  if (!visible) return null;
  const message = isChinaSite && messageKey ? t(messageKey) : null;
  return (
    <div
      className={classes.overlay}
      role="progressbar"
      aria-label={t('common.loading')}
      // A progress bar's own content is not read out: the message is its description.
      aria-describedby={message ? messageId : undefined}
      aria-busy="true"
    >
      <Loader color="white" size="lg" />
      {message && (
        <p id={messageId} className={classes.message}>
          {message}
        </p>
      )}
    </div>
  );
}
