import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { seedDemoBenchmark } from './demo-benchmark/seed-demo-benchmark.ts';
import { seedReferenceData } from './db/seed.ts';
import { seedSurveyDefinitions } from './db/survey-definitions-seed.ts';
import { bumpTextsVersion } from './shared/texts-version.ts';
import { seedMissingTranslations, seedReviewMarks } from './translation/translation-seed.ts';

const LOCALES_DIR = join(REPO_ROOT, 'apps/web/src/i18n/locales');
/** Keys a native reader should look at, per language (issue 15 item 6): seeded as review marks of the tool. */
const REVIEW_MARKS_FILE = join(REPO_ROOT, 'apps/web/src/i18n/review-marks.json');
/** README: copy .env.example to .env in the repo root; variables set in the shell take precedence. */
const ENV_FILE = join(REPO_ROOT, '.env');

async function start() {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedReferenceData(database.db);
  await seedSurveyDefinitions(database.db);
  const demo = await seedDemoBenchmark(database.db);
  const app = await buildApp(config, database.db);
  const added = await seedMissingTranslations(database.db, LOCALES_DIR, app.log);
  if (added > 0) {
    // Other processes already running serve the new keys within TEXTS_CHECK_MS (D67).
    await bumpTextsVersion(database.db);
    app.log.info(`added ${added} translation keys from ${LOCALES_DIR}`);
  }
  const marked = await seedReviewMarks(database.db, REVIEW_MARKS_FILE, app.log);
  if (marked > 0) app.log.info(`added ${marked} review marks from ${REVIEW_MARKS_FILE}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await database.close(); // PGlite must close to leave DATA_DIR consistent
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nLab benchmarking portal: ${config.publicUrl}  (listening on ${config.host}:${config.port}, ${where})`);
  if (seeded) console.log('First start: reference data and demo accounts created.');
  if (demo)
    console.log(
      `Demo benchmark: ${demo.labs} labs, ${demo.responses} validated responses (rounds 2025 and 2026), in ${demo.ms} ms.`,
    );
  if (!config.smtpUrl)
    console.log('SMTP_URL is unset: mails are not sent; they are logged and kept in the outbox table.');
  console.log(`Demo accounts, all with password ${DEMO_PASSWORD}:`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(26)} ${account.role}`);
  console.log('Change these passwords (or remove the accounts) before anyone else can reach this server.\n');
}

try {
  await start();
} catch (error) {
  // One line, no stack trace: bad configuration, or a database / port that cannot be used.
  const message = error instanceof ConfigError ? error.message : `Start-up failed: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}
