import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { startWorkers } from './cluster.ts';
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo-accounts.ts';
import { prepareDatabase, startUpLog } from './prepare-database.ts';
import type { Prepared } from './prepare-database.ts';

/** README: copy .env.example to .env in the repo root; variables set in the shell take precedence. */
const ENV_FILE = join(REPO_ROOT, '.env');

/**
 * The app on an open database, listening on PORT (a cluster worker on the port its primary shares); SIGINT or
 * SIGTERM closes the app, then the database.
 */
async function serve(config: Config, database: DatabaseHandle): Promise<void> {
  const app = await buildApp(config, database.db);
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
}

function printStartUp(config: Config, kind: DatabaseHandle['kind'], { seeded, demo }: Prepared) {
  const where = kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const processes = config.webConcurrency > 1 ? `, ${config.webConcurrency} processes` : '';
  console.log(
    `\nLab benchmarking portal: ${config.publicUrl}  (listening on ${config.host}:${config.port}, ${where}${processes})`,
  );
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

/**
 * One process (WEB_CONCURRENCY=1): prepares the database and serves. Several: this primary prepares the database
 * once, then forks the workers, which run this file again and only serve.
 */
async function start() {
  if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);
  const config = loadConfig();
  if (cluster.isWorker) {
    await serve(config, await openDatabase(config));
    return;
  }
  const log = startUpLog(config);
  const database = await openDatabase(config);
  const prepared = await prepareDatabase(config, database, log);
  if (config.webConcurrency === 1) await serve(config, database);
  else {
    await database.close();
    await startWorkers(config.webConcurrency, log);
  }
  printStartUp(config, database.kind, prepared);
}

try {
  await start();
} catch (error) {
  // One line, no stack trace: bad configuration, or a database / port that cannot be used.
  const message = error instanceof ConfigError ? error.message : `Start-up failed: ${(error as Error).message}`;
  console.error(message);
  process.exit(1);
}
