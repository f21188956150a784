import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import type { TestDatabaseSource } from './template-database.ts';
import { buildServerBundle } from './server-bundle.ts';
import { adminQuery, newPgliteTemplate, newPostgresTemplate } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/**
 * Builds the server bundle, and ONE migrated and seeded template per run (creating a PGlite database takes seconds; loading a dump ~1 s):
 * PGlite → a dump file in the temp dir; PostgreSQL (project api-postgres) → a template database.
 */
export default async function setup(project: TestProject) {
  // Tests that start server processes run the bundle (test/server-bundle.ts): built from the sources of this run.
  buildServerBundle();
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;

  if (project.config.env.TEST_DATABASE_KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('api-postgres needs TEST_DATABASE_URL');
    const templateName = `labbench_tpl_${suffix}`;
    const admin = (sql: string) => adminQuery(serverUrl, sql);
    await admin(`CREATE DATABASE ${templateName}`);
    await newPostgresTemplate(serverUrl, templateName);
    project.provide('testDatabase', { kind: 'postgres', serverUrl, templateName });
    return () => admin(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
  }

  const dumpFile = join(tmpdir(), `labbench-template-${suffix}.tar`);
  const dump = await newPgliteTemplate();
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return () => rm(dumpFile, { force: true });
}
