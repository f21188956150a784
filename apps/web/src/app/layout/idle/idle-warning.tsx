import { useEffect, useState } from 'react';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../../lib/idle-watcher.ts';
import buttons from '../buttons.module.css';

interface IdleWarningProps {
  /** When the countdown runs out (epoch ms); null: no warning. */
  deadline: number | null;
  onStay: () => void;
  onSignOut: () => void;
}

/** The time left, counted down each second. */
function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <Text size="sm" role="timer" aria-live="off">
      {t('layout.idle.message', { time: formatCountdown(deadline - now) })}
    </Text>
  );
}

/** The idle dialog: the time left before the sign-out and the two ways out. */
export function IdleWarning({ deadline, onStay, onSignOut }: IdleWarningProps) {
  const { t } = useTranslation();

  return (
    <Modal
      opened={deadline !== null}
      onClose={onStay}
      title={t('layout.idle.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      {deadline !== null && <Countdown key={deadline} deadline={deadline} />}
      <div className={buttons.row}>
        <button type="button" className={`${buttons.button} ${buttons.default}`} onClick={onSignOut}>
          {t('layout.idle.signOutNow')}
        </button>
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={onStay} data-autofocus>
          {t('layout.idle.stay')}
        </button>
      </div>
    </Modal>
  );
}
