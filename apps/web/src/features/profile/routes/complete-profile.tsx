import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/auth-store.ts';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { completeProfileHeading } from '../profile-heading.ts';
import { thankYouPath } from '../thank-you-target.ts';

/** The browser tab's title (app/layout/page-meta.ts): the profile menu's name, whichever heading the state gives. */
export const handle = { titleKey: 'pages.myProfile.title' };

/** /complete-profile (§2): no close button; Updated goes to the thank-you page. */
export function Component() {
  const navigate = useNavigate();
  const { titleKey, sublineKey } = completeProfileHeading(useSession());
  return (
    <ProfileCard titleKey={titleKey} {...(sublineKey ? { sublineKey } : {})}>
      <ProfileForm onUpdated={(userType) => navigate(thankYouPath(userType === 'contentreader'), { replace: true })} />
    </ProfileCard>
  );
}
