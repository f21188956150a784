import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import * as schema from './schema/index.ts';

/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Applies the pending migrations of apps/server/drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// From the repository's root, not this file: the same in the bundled server (apps/server/dist/main.mjs).
const MIGRATIONS_FOLDER = join(REPO_ROOT, 'apps/server/drizzle');

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/**
 * How long a request waits for a connection (a new one to PostgreSQL, or a free one of the pool) before it is
 * answered 503 `database_unavailable`: a server that is down or unreachable never leaves a request hanging.
 */
export const CONNECT_TIMEOUT_MS = 5_000;
/** TCP keepalive on every connection, so one whose peer vanished without a word is found dead in time. */
const KEEPALIVE_DELAY_MS = 10_000;

export function postgresHandle(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // The server may close a connection (restart, administrator, DROP DATABASE … FORCE, network cut): the pool drops
  // that client and connects anew on the next query. Without a listener the event would end the process — the pool's
  // own listener covers idle clients only, so every client gets one for the time it is checked out (a transaction's
  // queries then fail with the error, and the request is answered 503).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR (a fresh machine needs no server). */
export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) return postgresHandle(config.databaseUrl);
  return pgliteHandle(await PGlite.create(config.dataDir));
}
