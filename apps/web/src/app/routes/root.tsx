import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionRefresh } from '../../features/auth/api/get-session.ts';
import { AppLayout } from '../layout/app-layout.tsx';

/** Every page: the layout around the routed screen, and the session refreshed once per load. */
export function RootLayout() {
  useSessionRefresh();
  return <AppLayout />;
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh">
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </Center>
  );
}
