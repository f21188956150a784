// The package's index exports this file: the schemas, limits and rules come with it.
export * from './schemas.ts';
export * from './limits.ts';
export * from './problems.ts';
export * from './escape-cell.ts';
export * from './import-grid.ts';
export * from './cell-answer.ts';

/** Import of survey answers and export of responses and labs, for staff (issue 14 item 4, D63). */
export const transferRequests = {};
