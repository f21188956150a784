/** Administration of labs and users by staff (issue 14 item 3, §6, §7). */
export const adminRequests = {};
