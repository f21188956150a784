import {
  CHINA_LINKEDIN_PATH,
  SIGN_IN_POPUP,
  SIGN_IN_PROVIDERS,
  SIGN_IN_START_PATHS,
} from '@labbench/contract/constants';
import type { SignInProvider } from '@labbench/contract';

/**
 * The providers the login page offers: the configured ones, in the contract's order. The China site has no
 * social-network sign-in (§2: China uses a separate login).
 */
export function offeredProviders(configured: readonly SignInProvider[], chinaSite: boolean): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((p) => configured.includes(p) && !(chinaSite && p === 'facebook'));
}

/** Where a provider's sign-in starts; the China site has its own professional-network address (§7). */
export function signInStartPath(provider: SignInProvider, chinaSite: boolean): string {
  return chinaSite && provider === 'linkedin' ? CHINA_LINKEDIN_PATH : SIGN_IN_START_PATHS[provider];
}

/** The same start address, run in this window instead of a pop-up (`samewindow=1`, §7). */
export function sameWindowPath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}samewindow=1`;
}

/** The opening window's position and outer size on the screen. */
export interface WindowFrame {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** `window.open` features of the 700×500 sign-in pop-up (§9), centred on the window that opens it. */
export function popupFeatures(frame: WindowFrame): string {
  const { width, height } = SIGN_IN_POPUP;
  const left = Math.max(0, Math.round(frame.screenX + (frame.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(frame.screenY + (frame.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Starts a provider's sign-in: a pop-up, or on the China site (or when the browser blocks the pop-up) this
 * window. The pop-up keeps `window.opener` (no `noopener`): it reports back to this page with a message.
 */
export function openSignInWindow(provider: SignInProvider, chinaSite: boolean, win: Window = window): void {
  const path = signInStartPath(provider, chinaSite);
  if (!chinaSite) {
    const popup = win.open(path, `signin-${provider}`, popupFeatures(win));
    if (popup && !popup.closed) {
      popup.focus();
      return;
    }
  }
  win.location.assign(sameWindowPath(path));
}
