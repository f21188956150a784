/** The database schema, one file per owner: `db/schema/*.ts`; drizzle-kit reads it through this file. */
export * from './reference.ts';
export * from './users-labs.ts';
export * from './translation.ts';
export * from './mail.ts';
export * from './protection.ts';
export * from './one-time-codes.ts';
export * from './sso.ts';
export * from './survey.ts';
export * from './benchmark.ts';
export * from './audit.ts';
export * from './transfer.ts';
export * from './content.ts';
