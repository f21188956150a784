/** Staff's own home and the audit trail (issue 14 items 1 and 5). */
export const staffRequests = {};
