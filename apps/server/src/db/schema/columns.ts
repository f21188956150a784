import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Ids are UUIDs made in the app (no database extension needed),
 * times are timestamptz.
 */
export const uuidPk = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
/** `'a', 'b'` for a CHECK constraint from a constant list of plain identifiers. */
export const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
