import { Suspense, lazy, useState } from 'react';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Anchor, Container, Text } from '@mantine/core';
import { useSession } from '../../../lib/session/auth-store.ts';
import { useLatch } from '../../../lib/use-latch.ts';
import { isProfileBannerVisible } from '../profile-banner.ts';
import { useProfileModal } from '../use-profile-modal.ts';

// The form and its dialogs load on the first click, not with the reminder.
const ProfileModal = lazy(async () => ({ default: (await import('./profile-modal.tsx')).ProfileModal }));
const ProfileThankYouDialog = lazy(async () => ({
  default: (await import('./profile-thank-you-dialog.tsx')).ProfileThankYouDialog,
}));

/** A click that asks for another tab or window keeps the link's own way: the profile page. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * §2 "Profile-incomplete banner": 'alertBannerMsg' with the 'profile_link' and a close icon. The link opens the
 * profile in a modal over the page shown (§2 "modal elsewhere"); its address stays /complete-profile for a new tab.
 * The dialogs stay mounted after Updated, when the banner itself is gone, so the thank-you can follow (§4).
 */
export function ProfileIncompleteBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname, key } = useLocation();
  const [closedOn, setClosedOn] = useState<string | null>(null);
  const modal = useProfileModal();
  const modalUsed = useLatch(modal.step === 'form');
  const thanksUsed = useLatch(modal.step === 'thanks');

  const openModal = (event: MouseEvent) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    modal.open();
  };

  return (
    <>
      {isProfileBannerVisible({ session, pathname, closedOn, locationKey: key }) && (
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
              <Anchor
                component={Link}
                to="/complete-profile"
                onClick={openModal}
                aria-haspopup="dialog"
                fw={600}
                size="sm"
              >
                {t('profile.profile_link')}
              </Anchor>
            </Text>
          </Alert>
        </Container>
      )}
      {modalUsed && (
        <Suspense fallback={null}>
          <ProfileModal opened={modal.step === 'form'} onClose={modal.close} onUpdated={modal.updated} />
        </Suspense>
      )}
      {thanksUsed && (
        <Suspense fallback={null}>
          <ProfileThankYouDialog opened={modal.step === 'thanks'} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
