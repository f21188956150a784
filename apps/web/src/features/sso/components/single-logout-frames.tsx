import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../../config/portal-config.ts';
import { singleLogoutFramePaths } from '../single-logout.ts';
import { useSignOutFlag } from '../../../lib/session/sign-out-flag.ts';

const framePaths = singleLogoutFramePaths(portalConfig.signInProviders);

/**
 * For a minute after signing out, hidden frames end the single sign-on and corporate identity sessions too
 * (§2 Footer, §4 "Sign-out"), so the next sign-in there asks for the password again.
 */
export function SingleLogoutFrames() {
  const { t } = useTranslation();
  const raised = useSignOutFlag();
  if (!raised || framePaths.length === 0) return null;
  return framePaths.map((path) => (
    <iframe
      key={path}
      src={path}
      title={t('footer.singleLogoutFrame')}
      aria-hidden="true"
      tabIndex={-1}
      width={0}
      height={0}
      style={{ position: 'absolute', border: 0, width: 0, height: 0 }}
    />
  ));
}
