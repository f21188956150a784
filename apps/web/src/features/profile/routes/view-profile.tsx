import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Stack, Text } from '@mantine/core';
import { showToast } from '../../../lib/toast.ts';
import { useSession } from '../../../lib/session/auth-store.ts';
import { DESTINATION_PARAM } from '../../../lib/session/login-initiator.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { thankYouTarget } from '../thank-you-target.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.viewProfile.title' };

/**
 * /view-profile (§2): where the forced-update guard sends a user whose record says forceUpdateProfile Y. It says
 * why; after Updated the server has cleared the flag and the user goes on to the page asked for (`destination`).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const forced = useSession()?.currentUser?.forceUpdateProfile === 'Y';

  return (
    <ProfileCard titleKey="pages.viewProfile.title">
      <Stack gap="lg">
        {forced ? (
          <Alert color="yellow" variant="light" title={t('profile.forced.title')}>
            {t('profile.forced.text')}
          </Alert>
        ) : (
          <Text c="gray.7">{t('profile.viewIntro')}</Text>
        )}
        <ProfileForm
          onUpdated={async (userType) => {
            showToast({ message: t('profile.updated'), type: 'success' });
            await navigate(thankYouTarget(params.get(DESTINATION_PARAM), userType === 'contentreader'), {
              replace: true,
            });
          }}
        />
      </Stack>
    </ProfileCard>
  );
}
