import type { staffRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getAuditLog } from './get-audit-log.ts';
import { getStaffHome } from './get-staff-home.ts';
import { startViewAsLab } from './start-view-as-lab.ts';

/** The staff domain's handlers: a request of `staffRequests` without one here does not compile. */
export const staffHandlers = {
  getStaffHome,
  startViewAsLab,
  getAuditLog,
} satisfies { [N in keyof typeof staffRequests]: Handler<N> };
