import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from './config.ts';
import { REPO_ROOT } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { seedDemoContent } from './db/demo-content.ts';
import { seedReferenceData } from './db/seed.ts';
import { seedSurveyDefinitions } from './db/survey-definitions-seed.ts';
import { seedDemoBenchmark } from './demo-benchmark/seed-demo-benchmark.ts';
import type { DemoSeedResult } from './demo-benchmark/seed-demo-benchmark.ts';
import { safeLoggerOptions } from './shared/safe-log.ts';
import { bumpTextsVersion } from './shared/texts-version.ts';
import { seedMissingTranslations, seedReviewMarks } from './translation/translation-seed.ts';

const LOCALES_DIR = join(REPO_ROOT, 'apps/web/src/i18n/locales');
/** Keys a native reader should look at, per language (issue 15 item 6): seeded as review marks of the tool. */
const REVIEW_MARKS_FILE = join(REPO_ROOT, 'apps/web/src/i18n/review-marks.json');

export interface Prepared {
  /** First start: reference data and demo accounts were created. */
  seeded: boolean;
  /** The demo benchmark, when this start created it. */
  demo: DemoSeedResult | null;
}

/** The server's log (level, redaction, format) for the start-up work done before, or without, an app. */
export function startUpLog(config: Config): FastifyBaseLogger {
  return Fastify({ logger: safeLoggerOptions(config.logLevel) }).log;
}

/**
 * Start-ups that meet on one PostgreSQL (several hosts deployed at once) take turns: the first migrates and seeds,
 * the next finds it done. A session-level advisory lock on a connection of its own, released when that ends.
 */
async function oneAtATime<T>(config: Config, work: () => Promise<T>): Promise<T> {
  if (!config.databaseUrl) return work(); // PGlite: this process owns the data directory
  const client = new pg.Client({ connectionString: config.databaseUrl });
  // A lost connection releases the lock; the work then fails on its own connections if the server is gone.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('labbench start-up'))`);
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * Migrations and every seed, once per start: by the single process, or by the cluster's primary before it forks
 * the workers. Translation keys new in the locale files bump the texts version, so processes already running
 * serve them within TEXTS_CHECK_MS (D67).
 */
export function prepareDatabase(
  config: Config,
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<Prepared> {
  return oneAtATime(config, async () => {
    await database.migrate();
    const seeded = await seedReferenceData(database.db);
    await seedSurveyDefinitions(database.db);
    const demo = await seedDemoBenchmark(database.db);
    await seedDemoContent(database.db);
    const added = await seedMissingTranslations(database.db, LOCALES_DIR, log);
    if (added > 0) {
      await bumpTextsVersion(database.db);
      log.info(`added ${added} translation keys from ${LOCALES_DIR}`);
    }
    const marked = await seedReviewMarks(database.db, REVIEW_MARKS_FILE, log);
    if (marked > 0) log.info(`added ${marked} review marks from ${REVIEW_MARKS_FILE}`);
    return { seeded, demo };
  });
}
