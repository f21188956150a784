import { useState } from 'react';
import { Navigate } from 'react-router';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../components/form/page-card.tsx';
import { useSession } from '../../../lib/session/auth-store.ts';
import { isChinaSite } from '../../../config/portal-config.ts';
import { ChinaRegistrationNotice } from '../components/china-registration-notice.tsx';
import { LabStepForm } from '../components/lab-step-form.tsx';
import { ListsStatus } from '../components/lists-status.tsx';
import { RegistrationWizard } from '../components/registration-wizard.tsx';
import { useRegistrationOptions } from '../components/use-registration-options.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.registration.title' };

/**
 * /registration (§2; optional `regfor=lab`). A visitor registers in two steps. A signed-in user without a lab
 * (sent here by the lab-code guard) registers the lab alone; a content reader upgrades on
 * /full-site-access-registration; a user with a lab has nothing to register.
 */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  const { options, isError, refetch } = useRegistrationOptions();

  // Decided on arrival: the lab step's own success updates the session and then goes on to /survey itself.
  const [arrivedWith] = useState(session);
  // The China site's visitors first read and agree where their details are kept (§2 China registration pop-up).
  const [chinaAgreed, setChinaAgreed] = useState(!isChinaSite);
  if (arrivedWith?.user.userType === 'contentreader') return <Navigate to="/full-site-access-registration" replace />;
  if (arrivedWith?.currentUser?.labCode) return <Navigate to="/survey" replace />;

  if (!options) {
    return (
      <PageCard titleKey="pages.registration.title">
        <ListsStatus failed={isError} onRetry={() => void refetch()} />
      </PageCard>
    );
  }
  if (!session) {
    return (
      <>
        <RegistrationWizard options={options} />
        {!chinaAgreed && <ChinaRegistrationNotice onAgree={() => setChinaAgreed(true)} />}
      </>
    );
  }
  return (
    <PageCard titleKey="pages.registration.title">
      <Text c="gray.7" mb="lg">
        {t('registration.labStep.intro')}
      </Text>
      <LabStepForm request="labRegistationFullAccess" countries={options.countries} />
    </PageCard>
  );
}
