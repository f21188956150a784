import { portalConfig } from './portal-config.ts';

/**
 * The staff area's addresses under `/{company}-admin` and `/{company}-validate` (§2): one place, so the router, the
 * header, the staff home and every screen that links to another agree.
 */
const admin = `/${portalConfig.companySlug}-admin`;
const validate = `/${portalConfig.companySlug}-validate`;

export const staffPaths = {
  home: admin,
  labs: `${admin}/labs`,
  newLab: `${admin}/labs/new`,
  lab: (labId: string) => `${admin}/labs/${encodeURIComponent(labId)}`,
  users: `${admin}/users`,
  newUser: `${admin}/users/new`,
  user: (userId: string) => `${admin}/users/${encodeURIComponent(userId)}`,
  importAnswers: `${admin}/import`,
  exportData: `${admin}/export`,
  audit: `${admin}/audit`,
  validation: validate,
  validationOf: (responseId: string) => `${validate}/${encodeURIComponent(responseId)}`,
  /** The lab dashboards; staff pick a lab there and view it as the lab (§2). */
  dashboards: '/dashboard',
} as const;
