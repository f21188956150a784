import { useParams } from 'react-router';
import { ConfirmPasswordPage } from '../../features/password/routes/confirm-password.tsx';
import { useVerifyResetLink } from '../../features/registration/api/verify-registered-user.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.confirmPassword.title' };

/** /confirm-password/:token: registration's link check feeds the password screen. */
export function Component() {
  const { token = '' } = useParams();
  return <ConfirmPasswordPage token={token} check={useVerifyResetLink(token)} />;
}
