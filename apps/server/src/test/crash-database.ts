import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { newLabCode } from '../commands/lab-code.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { pgliteHandle, postgresHandle } from '../db/client.ts';
import { labs } from '../db/schema/index.ts';
import { seedSmallDemoBenchmark } from './demo-benchmark.ts';
import { adminQuery, databaseUrl, prepareTemplate } from './template-database.ts';

/** Where a writer's database comes from: a test run's template (quick), or built from the migrations (bench). */
export type WriterSource =
  { kind: 'pglite'; dump?: Blob } | { kind: 'postgres'; serverUrl: string; templateName?: string };

export interface WriterDatabase {
  kind: 'pglite' | 'postgres';
  /** What the server process is started with: DATA_DIR, or DATABASE_URL of a database made for this run. */
  env: Record<string, string>;
  /** The labs the writer's clients answer for (no response yet: their links are asked for through the API). */
  labCodes: string[];
  /** The PostgreSQL database's URL; undefined on PGlite. */
  url?: string;
  /** Deletes the data folder or drops the database. */
  drop(): Promise<void>;
}

/**
 * Migrated and seeded (unless cloned from a template that is), with a small demo benchmark — the demo accounts'
 * labs, so the server seeds no full demo population at its first start, which would take seconds — and `labCount` labs
 * of its own. Closed again before the server process opens it.
 */
async function fill(handle: DatabaseHandle, fromTemplate: boolean, labCount: number): Promise<string[]> {
  try {
    if (!fromTemplate) await prepareTemplate(handle);
    await seedSmallDemoBenchmark(handle.db, 0.01);
    const labCodes = Array.from({ length: labCount }, () => newLabCode());
    await handle.db.insert(labs).values(
      labCodes.map((labCode, i) => ({
        name: `Crash lab ${i + 1}`,
        labCode,
        countryCode: 'TH',
        status: 'A' as const,
      })),
    );
    return labCodes;
  } finally {
    await handle.close();
  }
}

/** A fresh database for one writer run: a PGlite folder in the temp dir, or a new database on a PostgreSQL server. */
export async function createWriterDatabase(source: WriterSource, labCount: number): Promise<WriterDatabase> {
  if (source.kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'crash-pglite-'));
    try {
      const client = await PGlite.create(dataDir, source.dump ? { loadDataDir: source.dump } : {});
      const labCodes = await fill(pgliteHandle(client), source.dump !== undefined, labCount);
      const drop = () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true }));
      return { kind: 'pglite', env: { DATA_DIR: dataDir }, labCodes, drop };
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = source.templateName ? ` TEMPLATE ${source.templateName}` : '';
  await adminQuery(source.serverUrl, `CREATE DATABASE ${name}${template}`);
  const drop = () => adminQuery(source.serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const url = databaseUrl(source.serverUrl, name);
  try {
    const labCodes = await fill(postgresHandle(url), source.templateName !== undefined, labCount);
    return { kind: 'postgres', env: { DATABASE_URL: url }, labCodes, url, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}
