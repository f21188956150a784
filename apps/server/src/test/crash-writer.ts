import { questionsOf } from '@labbench/contract';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { AnswerLedger } from './answer-ledger.ts';
import type { WriterDatabase } from './crash-database.ts';
import { mustPost, postApi } from './http-api.ts';
import { startServerProcess } from './server-process.ts';
import type { ServerProcess } from './server-process.ts';

/** The writer answers histopathology: of the 2026 definitions it has the most numbers without a small maximum. */
const CATEGORY = 'HL';
/** A question takes the writer's ever-growing values only when its range is at least this wide. */
const WIDE_RANGE = 100_000;

export interface WriterOptions {
  /** How many times the server is killed (each kill is followed by a restart and a check). */
  cycles: number;
  /** The kill comes at a random moment this many milliseconds after the clients start saving. */
  runMs: [min: number, max: number];
  /** Clients saving at once into each lab's response, each with its own questions. */
  clientsPerResponse: number;
  log?: (line: string) => void;
}

export interface WriterFigures {
  cycles: number;
  /** Answers the server acknowledged (one question's value in one save). */
  acknowledged: number;
  /** Acknowledged answers not found as acknowledged after a restart (must be 0), with up to 10 examples. */
  lost: number;
  problems: string[];
  /** Saves answered with an error while the server ran (not the ones cut by the kill). */
  failedSaves: number;
  firstStartMs: number;
  restartMs: number[];
  savesPerSecond: number;
  answersPerSecond: number;
}

export interface Respondent {
  token: string;
  /** Each client's own question codes and their lower bounds. */
  shares: { code: string; min: number }[][];
}

/** The link of each lab's response, asked for as staff through the API, and the questions the clients answer. */
export async function respondents(origin: string, labCodes: string[], clients: number): Promise<Respondent[]> {
  const staff = await mustPost(origin, 'ValidateUser', { email: 'staff@demo.example', password: DEMO_PASSWORD });
  return Promise.all(
    labCodes.map(async (lab_code) => {
      const link = await mustPost(origin, 'getCatSurveyLinkOfLab', { lab_code, q_cat_code: CATEGORY }, staff.token);
      const token = link.data.s_url.split('/').pop() ?? '';
      const loaded = await mustPost(origin, 'loadSurveyResponse', { token });
      const wide = questionsOf(loaded.data.definition)
        .filter((q) => q.inputType === 'number' && (q.max ?? Infinity) - (q.min ?? 0) >= WIDE_RANGE)
        .map((q) => ({ code: q.name, min: q.min ?? 0 }));
      if (wide.length < clients) throw new Error(`${CATEGORY} has ${wide.length} wide questions, fewer than clients`);
      return { token, shares: Array.from({ length: clients }, (_, c) => wide.filter((_q, i) => i % clients === c)) };
    }),
  );
}

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** Clients saving until `stop()`: every save is one to three of the client's questions, each with a new value. */
function startClients(origin: string, all: Respondent[], ledger: AnswerLedger, next: () => number) {
  let stopped = false;
  let saves = 0;
  const failures: string[] = [];
  const loops = all.flatMap(({ token, shares }) =>
    shares.map(async (share) => {
      while (!stopped) {
        const picked = share.filter(() => Math.random() < 0.5);
        const answers = (picked.length > 0 ? picked : share.slice(0, 1)).map((q) => ({
          code: q.code,
          value: q.min + next(),
        }));
        ledger.sent(token, answers);
        const answer = await postApi(origin, 'saveSurveyAnswers', { token, answers }, { timeoutMs: 15_000 });
        // Acknowledged: HTTP 200 with the time it was stored.
        const savedAt = answer.ok ? answer.data.savedAt : undefined;
        if (savedAt) {
          ledger.confirmed(token, answers);
          saves++;
        } else if (!stopped) {
          failures.push(answer.ok ? '200 without savedAt' : `${answer.status} ${JSON.stringify(answer.error)}`);
          if (!answer.ok && answer.status === 0) return;
        }
      }
    }),
  );
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return { saves, failures };
    },
  };
}

/** Every response as a restarted server has it, checked against the ledger. */
export async function checkStored(origin: string, all: Respondent[], ledger: AnswerLedger) {
  const lost: string[] = [];
  const unexpected: string[] = [];
  for (const { token } of all) {
    const loaded = await mustPost(origin, 'loadSurveyResponse', { token });
    const found = ledger.check(token, new Map(loaded.data.answers.map((a) => [a.code, a.value])));
    lost.push(...found.lost);
    unexpected.push(...found.unexpected);
  }
  return { lost, unexpected };
}

/**
 * The crash run of issue 16 item 4: a server process on `database` with clients saving survey answers through the
 * API is killed with SIGKILL at a random moment, `cycles` times; after each restart (the database must open and
 * /sitemap.xml answer) every answer it acknowledged must be stored with that value, or with one sent later.
 */
export async function runCrashWriter(database: WriterDatabase, options: WriterOptions): Promise<WriterFigures> {
  const log = options.log ?? (() => undefined);
  const ledger = new AnswerLedger();
  let counter = 0;
  const next = () => ++counter;
  let server: ServerProcess = await startServerProcess(database.env);
  const firstStartMs = server.startMs;
  const restartMs: number[] = [];
  const problems: string[] = [];
  let lost = 0;
  let failedSaves = 0;
  let saves = 0;
  let runningMs = 0;
  try {
    const all = await respondents(server.origin, database.labCodes, options.clientsPerResponse);
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const acknowledgedBefore = ledger.acknowledged;
      const started = performance.now();
      const clients = startClients(server.origin, all, ledger, next);
      await new Promise((resolve) => setTimeout(resolve, randomBetween(...options.runMs)));
      server.child.kill('SIGKILL');
      const ran = await clients.stop();
      runningMs += performance.now() - started;
      await server.stop('SIGKILL');
      saves += ran.saves;
      failedSaves += ran.failures.length;
      problems.push(...ran.failures.slice(0, 3).map((f) => `cycle ${cycle}: save failed: ${f}`));

      server = await startServerProcess(database.env);
      restartMs.push(server.startMs);
      const checked = await checkStored(server.origin, all, ledger);
      lost += checked.lost.length;
      problems.push(...[...checked.lost, ...checked.unexpected].slice(0, 5).map((p) => `cycle ${cycle}: ${p}`));
      log(
        `cycle ${cycle}/${options.cycles}: ${ledger.acknowledged - acknowledgedBefore} answers acknowledged, ` +
          `${checked.lost.length} lost, restart ${(server.startMs / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await server.stop('SIGTERM');
  }
  const seconds = runningMs / 1000;
  return {
    cycles: options.cycles,
    acknowledged: ledger.acknowledged,
    lost,
    problems: problems.slice(0, 10),
    failedSaves,
    firstStartMs,
    restartMs,
    savesPerSecond: saves / seconds,
    answersPerSecond: ledger.acknowledged / seconds,
  };
}
