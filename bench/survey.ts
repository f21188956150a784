/**
 * The survey engine's figures (issue 8): time to load and render the largest definition in Chromium, time to save one
 * answer (p50/p95 of sequential saves), and answers saved per second with 50 respondents saving at once, each on its
 * own lab's response. Runs the app in this process on PGlite in a temp dir and, when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a PostgreSQL server, again on a fresh database there. NODE_ENV=production, LOG_LEVEL=warn.
 * Run after `npm run build`: node --import tsx bench/survey.ts   (or npm run bench:survey)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { questionsOf } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { chromium } from 'playwright-core';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/demo-accounts.ts';
import { surveyDefinitions } from '../apps/server/src/db/schema/index.ts';
import { seedReferenceData } from '../apps/server/src/db/seed.ts';
import { seedSurveyDefinitions } from '../apps/server/src/db/survey-definitions-seed.ts';
import { CHROMIUM_FLAGS } from './support/chromium-flags.ts';
import {
  call,
  insertRespondentLabs,
  linkToken,
  numericAnswers,
  openSurveyLinks,
  percentile,
  saveForSeconds,
} from './support/survey-respondents.ts';

const RESPONDENTS = 50;
const LOAD_SECONDS = 10;
const SEQUENTIAL_SAVES = 200;
const RENDER_RUNS = 3;

const deadline = setTimeout(() => {
  console.error('bench: gave up after 300 s');
  process.exit(1);
}, 300_000);
deadline.unref();

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-survey-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    await seedSurveyDefinitions(database.db);
    const codes = await insertRespondentLabs(database.db, RESPONDENTS);
    app = await buildApp(config, database.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const origin = `http://127.0.0.1:${address.port}`;

    const definitions = await database.db.select().from(surveyDefinitions);
    const largest = definitions
      .map((d) => ({ ...d, questions: questionsOf(d.definition).length }))
      .sort((a, b) => b.questions - a.questions)[0];
    if (!largest) throw new Error('no survey definitions seeded');
    const category: SurveyCategory = largest.category;
    const answers = numericAnswers(largest.definition);

    const { token: staff } = await call<{ token?: string }>(origin, 'ValidateUser', {
      email: 'staff@demo.example',
      password: DEMO_PASSWORD,
    });
    if (!staff) throw new Error('staff did not sign in');
    const links = await openSurveyLinks(origin, staff, codes, category);
    const tokens = links.map(linkToken);

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
    const renders: number[] = [];
    try {
      for (let run = 0; run < RENDER_RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
        const page = await context.newPage();
        const start = performance.now();
        await page.goto(`${origin}${links[run] ?? ''}?Q_Language=EN`);
        await page.locator('.sd-question').first().waitFor({ state: 'visible', timeout: 30_000 });
        renders.push(performance.now() - start);
        await context.close();
      }
    } finally {
      await browser.close();
    }

    const single: number[] = [];
    for (let i = 0; i < SEQUENTIAL_SAVES; i++) {
      const answer = answers[i % answers.length];
      if (!answer) break;
      const start = performance.now();
      await call(origin, 'saveSurveyAnswers', { token: tokens[0], answers: [answer] });
      single.push(performance.now() - start);
    }
    single.sort((a, b) => a - b);

    const { saved } = await saveForSeconds([origin], tokens, answers, LOAD_SECONDS);

    renders.sort((a, b) => a - b);
    console.log(`\n${label}`);
    console.log(
      `  load and render ${category} (${largest.questions} questions) in Chromium, 360 px: median ${percentile(renders, 0.5).toFixed(0)} ms (runs ${renders.map((r) => r.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  save one answer, ${SEQUENTIAL_SAVES} in a row: p50 ${percentile(single, 0.5).toFixed(1)} ms, p95 ${percentile(single, 0.95).toFixed(1)} ms`,
    );
    console.log(
      `  ${RESPONDENTS} respondents saving at once for ${LOAD_SECONDS} s: ${(saved / LOAD_SECONDS).toFixed(0)} answers/s`,
    );
  } finally {
    await app?.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite (embedded)', undefined);

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `bench_survey_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    await measure('PostgreSQL', Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://…)');
}
