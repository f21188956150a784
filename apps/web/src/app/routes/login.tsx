import { useSearchParams } from 'react-router';
import { isChinaSite } from '../../config/portal-config.ts';
import { ChinaLoginScreen } from './login/china-login-screen.tsx';
import { LoginScreen } from './login/login-screen.tsx';
import { REGFOR_PARAM } from '../../lib/session/login-initiator.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'login.title' };

/** /login; `regfor=lab` is the lab sign-in (§2). The China site has a login of its own. */
export function Component() {
  const [params] = useSearchParams();
  const labSignIn = params.get(REGFOR_PARAM) === 'lab';
  return isChinaSite ? <ChinaLoginScreen labSignIn={labSignIn} /> : <LoginScreen labSignIn={labSignIn} />;
}
