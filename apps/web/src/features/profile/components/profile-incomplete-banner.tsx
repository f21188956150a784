import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useSession } from '../../../lib/session/auth-store.ts';
import { isProfileBannerVisible } from '../profile-banner.ts';

/** §2 "Profile-incomplete banner": 'alertBannerMsg' with the 'profile_link' to /complete-profile and a close icon. */
export function ProfileIncompleteBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, key } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);

  if (!isProfileBannerVisible({ session, pathname, closedOn, locationKey: key })) return null;
  return (
    <Container size="xl" px="md" pt="md">
      <Alert
        color="yellow"
        variant="light"
        withCloseButton
        closeButtonLabel={t('profile.closeBanner')}
        onClose={() => setClosedOn(key)}
        role="region"
        aria-label={t('profile.alertBannerMsg')}
      >
        <Text size="sm">
          {t('profile.alertBannerMsg')}{' '}
          <Anchor component={Link} to="/complete-profile" fw={600} size="sm">
            {t('profile.profile_link')}
          </Anchor>
        </Text>
      </Alert>
    </Container>
  );
}
