import { STRING_ERROR_CODES } from '@labbench/contract';
import type { ApiError } from '@labbench/contract';
import { CONNECT_TIMEOUT_MS } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/demo-accounts.ts';
import { AnswerLedger } from './answer-ledger.ts';
import { checkStored, respondents } from './crash-writer.ts';
import type { Respondent } from './crash-writer.ts';
import { mustPost, postApi } from './http-api.ts';
import type { HttpAnswer } from './http-api.ts';
import type { ServerProcess } from './server-process.ts';
import type { TcpProxy } from './tcp-proxy.ts';

/** A request made while PostgreSQL is away is answered within this: the pool's connect timeout, and slack. */
export const OUTAGE_ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 3_000;

export interface OutageOptions {
  /** How long PostgreSQL stays away. */
  outageMs: number;
  /** Clients making requests all along (each in turn: a survey save, the form's load, the session). */
  clients: number;
  /** How long the clients go on once PostgreSQL is back. */
  afterMs: number;
}

export interface OutageFigures {
  /** Requests started while PostgreSQL was away. */
  requests: number;
  /** Of those, the ones answered 503 `database_unavailable`. */
  unavailable: number;
  /** Of those, the ones that succeeded all the same (served from a process cache, or done before the cut reached them). */
  succeeded: number;
  /** The first 503's error and Retry-After header. */
  unavailableError: ApiError | null;
  retryAfter: string | null;
  /** Answers other than success or 503 `database_unavailable`, at any time (no answer, 500, …): must be 0. */
  wrongAnswers: number;
  /** Up to 10 of them. */
  wrongExamples: string[];
  /** The slowest answer to a request started while PostgreSQL was away (ms). */
  slowestMs: number;
  /** From PostgreSQL's return until a request started after it succeeded (ms); null if none did. */
  recoveryMs: number | null;
  /** Requests started after that first success which failed (must be 0: the process carries on by itself). */
  failedAfterRecovery: number;
  /** Answers acknowledged before, during or after, and not stored afterwards (must be none). */
  lost: string[];
  /** Whether the server process was still running at the end. */
  survived: boolean;
}

interface Outcome {
  started: number;
  ended: number;
  request: string;
  answer: HttpAnswer<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One client: `nth` of those on `respondent`'s response, so each answers a question of its own. */
function clientLoop(origin: string, respondent: Respondent, nth: number, session: string, ledger: AnswerLedger) {
  const outcomes: Outcome[] = [];
  let stopped = false;
  let value = 0;
  const question = respondent.shares.flat()[nth];
  if (!question) throw new Error('more clients than questions to answer');
  const { token } = respondent;
  const timeoutMs = OUTAGE_ANSWER_BOUND_MS * 3;
  const calls: { request: string; call: () => Promise<HttpAnswer<unknown>> }[] = [
    {
      request: 'saveSurveyAnswers',
      call: async () => {
        const answers = [{ code: question.code, value: question.min + ++value }];
        ledger.sent(token, answers);
        const answer = await postApi(origin, 'saveSurveyAnswers', { token, answers }, { timeoutMs });
        if (answer.ok) ledger.confirmed(token, answers);
        return answer;
      },
    },
    {
      request: 'loadSurveyResponse',
      call: () => postApi(origin, 'loadSurveyResponse', { token }, { timeoutMs }),
    },
    {
      request: 'getSession',
      call: () => postApi(origin, 'getSession', {}, { token: session, timeoutMs }),
    },
  ];
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const next = calls[i % calls.length];
      if (!next) return;
      const { request, call } = next;
      const started = performance.now();
      const answer = await call();
      outcomes.push({ started, ended: performance.now(), request, answer });
      // A refused answer comes at once; without a pause the clients would only measure how fast 503s are.
      if (!answer.ok) await sleep(50);
    }
  })();
  return {
    outcomes,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

const isUnavailable = (answer: HttpAnswer<unknown>) =>
  !answer.ok && answer.status === 503 && answer.error?.code === STRING_ERROR_CODES.databaseUnavailable;

const describe = ({ request, answer }: Outcome) =>
  answer.ok
    ? `${request} ok`
    : `${request}: ${answer.timedOut ? 'no answer' : answer.status} ${answer.error?.code ?? ''}`;

/**
 * PostgreSQL going away and coming back under a server process that talks to it through `proxy`, with clients making
 * requests all along (issue 16 item 4): while it is away every request is answered 503 `database_unavailable` within
 * OUTAGE_ANSWER_BOUND_MS, the process stays up, and once it is back requests succeed again without a restart.
 */
export async function runDatabaseOutage(
  server: ServerProcess,
  proxy: TcpProxy,
  labCodes: string[],
  options: OutageOptions,
): Promise<OutageFigures> {
  const { origin } = server;
  const all = await respondents(origin, labCodes, 1);
  const lab = await mustPost(origin, 'ValidateUser', { email: 'lab@demo.example', password: DEMO_PASSWORD });
  const session = lab.token ?? '';
  const ledger = new AnswerLedger();
  const loops = all.flatMap((respondent, r) =>
    Array.from({ length: Math.ceil((options.clients - r) / all.length) }, (_, nth) =>
      clientLoop(origin, respondent, nth, session, ledger),
    ),
  );

  await sleep(1_000);
  await proxy.cut();
  const away = performance.now();
  await sleep(options.outageMs);
  const backAt = performance.now();
  await proxy.restore();
  await sleep(options.afterMs);
  await Promise.all(loops.map((loop) => loop.stop()));

  const outcomes = loops.flatMap((loop) => loop.outcomes);
  const during = outcomes.filter((o) => o.started >= away && o.started < backAt);
  const firstSuccess = outcomes
    .filter((o) => o.started >= backAt && o.answer.ok)
    .reduce<number | null>((first, o) => (first === null || o.ended < first ? o.ended : first), null);
  const afterRecovery = firstSuccess === null ? [] : outcomes.filter((o) => o.started > firstSuccess);
  const stored = await checkStored(origin, all, ledger);
  const wrong = outcomes.filter((o) => !o.answer.ok && !isUnavailable(o.answer));
  const unavailable = during.flatMap(({ answer }) => (!answer.ok && isUnavailable(answer) ? [answer] : []));
  return {
    requests: during.length,
    unavailable: unavailable.length,
    succeeded: during.filter((o) => o.answer.ok).length,
    unavailableError: unavailable[0]?.error ?? null,
    retryAfter: unavailable[0]?.retryAfter ?? null,
    wrongAnswers: wrong.length,
    wrongExamples: wrong.slice(0, 10).map(describe),
    slowestMs: Math.max(0, ...during.map((o) => o.ended - o.started)),
    recoveryMs: firstSuccess === null ? null : firstSuccess - backAt,
    failedAfterRecovery: afterRecovery.filter((o) => !o.answer.ok).length,
    lost: [...stored.lost, ...stored.unexpected],
    survived: server.alive(),
  };
}
