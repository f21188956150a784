import { SIGN_OUT_FRAME_PATH } from '@labbench/contract/constants';
import type { SignInProvider } from '@labbench/contract';

/** Providers whose sessions a sign-out ends too: single sign-on and corporate identity (§2 Footer). */
const SINGLE_LOGOUT_PROVIDERS: readonly SignInProvider[] = ['sso', 'ciam'];

/** The addresses of the hidden single-logout frames for the configured providers. */
export function singleLogoutFramePaths(configured: readonly SignInProvider[]): string[] {
  return SINGLE_LOGOUT_PROVIDERS.filter((p) => configured.includes(p)).map((p) => `${SIGN_OUT_FRAME_PATH}/${p}`);
}
