import { useSession } from '../../lib/session/auth-store.ts';

/** The lab whose surveys the signed-in user takes (staff viewing as a lab get that lab). */
export function useLabCode(): string | null {
  return useSession()?.currentUser?.labCode ?? null;
}
