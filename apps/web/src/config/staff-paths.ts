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
  /** The content area's articles and pages (issue 17); a new one's kind in `?kind=`. */
  content: `${admin}/content`,
  newContent: (kind: 'article' | 'page') => `${admin}/content/new?kind=${kind}`,
  contentItem: (itemId: string) => `${admin}/content/${encodeURIComponent(itemId)}`,
  contentTags: `${admin}/content/tags`,
  contentContributors: `${admin}/content/contributors`,
  newsletter: `${admin}/newsletter`,
  validation: validate,
  validationOf: (responseId: string) => `${validate}/${encodeURIComponent(responseId)}`,
  /** The lab dashboards; staff pick a lab there and view it as the lab (§2). */
  dashboards: '/dashboard',
} as const;
