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

type DatabaseKind = TestDatabaseSource['kind'];

interface SharedTemplate {
  source: Promise<TestDatabaseSource>;
  remove(): Promise<void>;
  /** Projects of the run that use it and have not torn down yet. */
  users: number;
}

/**
 * What the run's projects share, in the vitest process (kept on `globalThis`, as each project may import this file
 * anew): the server bundle, and one template per database kind. `api` and `api-isolated` read the same template, as
 * do the two PostgreSQL projects; tests only ever copy it. The first setup also starts the other kind's template, so
 * the PGlite one (this process's CPU) and the PostgreSQL one (mostly the database server's) are built side by side
 * instead of four templates one after another while a core idled (~33 s before the first API test).
 */
const shared = globalThis as typeof globalThis & {
  labbenchTestSetup?: { bundleBuilt: boolean; templates: Map<DatabaseKind, SharedTemplate> };
};

function sharedSetup() {
  shared.labbenchTestSetup ??= { bundleBuilt: false, templates: new Map() };
  return shared.labbenchTestSetup;
}

function templateOf(kind: DatabaseKind): SharedTemplate {
  const { templates } = sharedSetup();
  let template = templates.get(kind);
  if (!template) {
    template = kind === 'postgres' ? newPostgresSource() : newPgliteSource();
    // A template started ahead fails its own project's setup, when it awaits it, not the process.
    template.source.catch(() => undefined);
    templates.set(kind, template);
  }
  return template;
}

function newPostgresSource(): SharedTemplate {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('api-postgres needs TEST_DATABASE_URL');
  const templateName = `labbench_tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = (sql: string) => adminQuery(serverUrl, sql);
  const source = (async (): Promise<TestDatabaseSource> => {
    await admin(`CREATE DATABASE ${templateName}`);
    await newPostgresTemplate(serverUrl, templateName);
    return { kind: 'postgres', serverUrl, templateName };
  })();
  return { source, users: 0, remove: () => admin(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`) };
}

function newPgliteSource(): SharedTemplate {
  const dumpFile = join(tmpdir(), `labbench-template-${process.pid}_${randomBytes(4).toString('hex')}.tar`);
  const source = (async (): Promise<TestDatabaseSource> => {
    const dump = await newPgliteTemplate();
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', dumpFile };
  })();
  return { source, users: 0, remove: () => rm(dumpFile, { force: true }) };
}

/**
 * Builds the server bundle, and ONE migrated and seeded template per database kind and run (creating a PGlite
 * database takes seconds; loading a dump ~1 s): PGlite → a dump file in the temp dir; PostgreSQL (projects
 * api-postgres*) → a template database. The last project to tear down removes them.
 */
export default async function setup(project: TestProject) {
  const state = sharedSetup();
  if (!state.bundleBuilt) {
    // Tests that start server processes run the bundle (test/server-bundle.ts): built from the sources of this run.
    buildServerBundle();
    state.bundleBuilt = true;
  }
  const kind: DatabaseKind = project.config.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : 'pglite';
  const template = templateOf(kind);
  template.users += 1;
  // Started now, awaited by its own projects' setups: built while this project's template is.
  const other: DatabaseKind = kind === 'postgres' ? 'pglite' : 'postgres';
  if (project.vitest.projects.some((p) => p.config.env.TEST_DATABASE_KIND === other)) templateOf(other);
  project.provide('testDatabase', await template.source);
  return async () => {
    template.users -= 1;
    const templates = [...(shared.labbenchTestSetup?.templates.values() ?? [])];
    // The last project removes every template, one started ahead for projects that had no files to run included.
    if (templates.some((t) => t.users > 0)) return;
    shared.labbenchTestSetup = undefined;
    await Promise.all(
      templates.map((t) =>
        t.source.then(
          () => t.remove(),
          () => undefined,
        ),
      ),
    );
  };
}
