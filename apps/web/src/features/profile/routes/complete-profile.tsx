import { useNavigate } from 'react-router';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { thankYouPath } from '../thank-you-target.ts';

/** /complete-profile (§2): "Complete Profile / final step", no close button; Updated goes to the thank-you page. */
export function Component() {
  const navigate = useNavigate();
  return (
    <ProfileCard titleKey="pages.completeProfile.title" sublineKey="profile.finalStep">
      <ProfileForm onUpdated={(userType) => navigate(thankYouPath(userType === 'contentreader'), { replace: true })} />
    </ProfileCard>
  );
}
