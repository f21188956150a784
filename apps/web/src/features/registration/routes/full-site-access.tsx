import { useState } from 'react';
import { Navigate } from 'react-router';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/form/page-card.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { LabStepForm } from '../components/lab-step-form.tsx';
import { ListsStatus } from '../components/lists-status.tsx';
import { useRegistrationOptions } from '../components/use-registration-options.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.fullSiteAccessRegistration.title' };

/**
 * /full-site-access-registration (behind the auth guard): a content reader, sent here by the content-reader
 * guard, registers a lab and becomes a full-access user. Anyone else has a lab already or registers it on
 * /registration.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const { options, isError, refetch } = useRegistrationOptions();

  // Decided on arrival: after the upgrade the session says external, and the form goes on to /survey itself.
  const [arrivedWith] = useState(session);
  if (arrivedWith && arrivedWith.user.userType !== 'contentreader') {
    return <Navigate to={arrivedWith.currentUser?.labCode ? '/survey' : '/registration'} replace />;
  }
  return (
    <PageCard titleKey="pages.fullSiteAccessRegistration.title">
      <Text c="gray.7" mb="lg">
        {t('registration.labStep.fullAccessIntro')}
      </Text>
      {options ? (
        <LabStepForm request="selfregistationFullAccess" countries={options.countries} />
      ) : (
        <ListsStatus failed={isError} onRetry={() => void refetch()} />
      )}
    </PageCard>
  );
}
