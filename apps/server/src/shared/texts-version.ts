import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { textsVersion } from '../db/schema/index.ts';

/** A database or a transaction of one: the bump runs inside the transaction of the change it announces. */
type Executor = Pick<Database, 'update' | 'select'>;

/**
 * Bumps the texts version (D67) and answers the new one. Call it in the transaction that changes a text, so the
 * version and the text change together for every process.
 */
export async function bumpTextsVersion(db: Executor): Promise<number> {
  const [row] = await db
    .update(textsVersion)
    .set({ version: sql`${textsVersion.version} + 1`, changedAt: new Date() })
    .where(eq(textsVersion.id, 1))
    .returning({ version: textsVersion.version });
  if (!row) throw new Error('texts_version has no row: run the migrations');
  return row.version;
}

export async function readTextsVersion(db: Executor): Promise<number> {
  const [row] = await db.select({ version: textsVersion.version }).from(textsVersion).where(eq(textsVersion.id, 1));
  return row?.version ?? 0;
}
