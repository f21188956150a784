import { define } from '../api/request-definition.ts';
import {
  auditLogPayload,
  auditLogResponse,
  staffHomePayload,
  staffHomeResponse,
  startViewAsLabPayload,
  startViewAsLabResponse,
} from './schemas.ts';

// The package's index exports this file: the schemas and constants come with it.
export * from './schemas.ts';
export * from './attention.ts';

/** Staff's own home, the start of a view-as-lab and the audit trail (issue 14 items 1, 2 and 5); staff only. */
export const staffRequests = {
  getStaffHome: define({ payload: staffHomePayload, response: staffHomeResponse, access: 'internal' }),
  startViewAsLab: define({ payload: startViewAsLabPayload, response: startViewAsLabResponse, access: 'internal' }),
  getAuditLog: define({ payload: auditLogPayload, response: auditLogResponse, access: 'internal' }),
};
