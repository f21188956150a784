/** Import of survey answers and export of responses and labs, for staff (issue 14 item 4). */
export const transferRequests = {};
