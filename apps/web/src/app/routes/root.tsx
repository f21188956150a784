import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSession, useSessionRefresh } from '../../features/auth/api/get-session.ts';
import { PrivacySlotContext } from '../../features/profile/privacy-slot.ts';
import type { PrivacySlotProps } from '../../features/profile/privacy-slot.ts';
import { SessionReloadContext } from '../../lib/session/session-reload.ts';
import { AppLayout } from '../layout/app-layout.tsx';

/** The profile's privacy section is consent's; loaded with the profile form that shows it. */
const PrivacySection = lazy(async () => ({
  default: (await import('../../features/consent/components/privacy-section.tsx')).PrivacySection,
}));

const renderPrivacySection = (props: PrivacySlotProps): ReactNode => <PrivacySection {...props} />;

/**
 * Every page: the layout around the routed screen, the session refreshed once per load, and what one feature
 * lends another (the session reload, the profile's privacy section).
 */
export function RootLayout() {
  useSessionRefresh();
  return (
    <SessionReloadContext value={getSession}>
      <PrivacySlotContext value={renderPrivacySection}>
        <AppLayout />
      </PrivacySlotContext>
    </SessionReloadContext>
  );
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}>
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </div>
  );
}
