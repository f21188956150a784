import type { Guard } from './guard.ts';
import { labCodeGuard } from './lab-code-guard.ts';

/**
 * The dashboards are open to lab users with a lab and to staff, who pick the lab to view there (§2 view-as-lab
 * banner): the lab-code guard applies to everyone else.
 */
export const dashboardLabGuard: Guard = (context) =>
  context.session?.user.userType === 'internal' ? null : labCodeGuard(context);
