import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { pgliteHandle, postgresHandle } from '../db/client.ts';
import { seedReferenceData } from '../db/seed.ts';
import { seedSurveyDefinitions } from '../db/survey-definitions-seed.ts';
import { seedMissingTranslations, seedReviewMarks } from '../translation/translation-seed.ts';

/** Where each test file gets its clean database from (built once per run by global-setup.ts). */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; serverUrl: string; templateName: string };

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** One statement on the server's maintenance connection (CREATE or DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** What every test database starts with: the schema, reference data, demo accounts, survey definitions and the web's translations. */
export async function prepareTemplate(handle: DatabaseHandle): Promise<void> {
  await handle.migrate();
  await seedReferenceData(handle.db);
  await seedSurveyDefinitions(handle.db);
  await seedMissingTranslations(handle.db, join(REPO_ROOT, 'apps/web/src/i18n/locales'), console);
  await seedReviewMarks(handle.db, join(REPO_ROOT, 'apps/web/src/i18n/review-marks.json'), console);
}

export async function newPgliteTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  const handle = pgliteHandle(client);
  await prepareTemplate(handle);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}

export async function newPostgresTemplate(serverUrl: string, templateName: string): Promise<void> {
  const handle = postgresHandle(databaseUrl(serverUrl, templateName));
  try {
    await prepareTemplate(handle);
  } finally {
    await handle.close(); // CREATE DATABASE … TEMPLATE needs the template to have no connections
  }
}
