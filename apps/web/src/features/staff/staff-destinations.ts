import { staffPaths } from '../../config/staff-paths.ts';

/** The places staff work in (issue 14 item 1), in the order the header's staff menu and the staff home list them. */
export const STAFF_DESTINATIONS = [
  { id: 'home', to: staffPaths.home },
  { id: 'validation', to: staffPaths.validation },
  { id: 'labs', to: staffPaths.labs },
  { id: 'users', to: staffPaths.users },
  { id: 'viewAsLab', to: staffPaths.dashboards },
  { id: 'import', to: staffPaths.importAnswers },
  { id: 'export', to: staffPaths.exportData },
  { id: 'content', to: staffPaths.content },
  { id: 'newsletter', to: staffPaths.newsletter },
  { id: 'audit', to: staffPaths.audit },
] as const;

export type StaffDestination = (typeof STAFF_DESTINATIONS)[number];
export type StaffDestinationId = StaffDestination['id'];
