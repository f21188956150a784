import { localStore } from '../../../lib/browser-storage.ts';
/** Local storage (§3 style, as `is_cookie_notice_accepted`): 1 once the visitor has said they are a healthcare professional. */
export const HCP_ACCEPTED_KEY = 'is_hcp_accepted';

/**
 * Whether the home page asks (§2 Home, D125): the Italian variant — the country Italy, whose rules keep
 * medical-device information for healthcare professionals, or the Italian language, the original's Italian site —
 * until the visitor has accepted once. Only this check is on the first screen; the pop-up loads when needed.
 */
export function hcpNoticeNeeded(country: string, language: string): boolean {
  return (country === 'IT' || language === 'it') && localStore.getItem(HCP_ACCEPTED_KEY) !== '1';
}
