/**
 * Respondents of the survey form for the benches (bench/survey.ts, bench/load.ts): labs without a response, each
 * given its own link by staff, and respondents saving one answer at a time on their own lab's response, as the form
 * does on every change.
 */
import { questionsOf } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import type { Database } from '../../apps/server/src/db/client.ts';
import { labs } from '../../apps/server/src/db/schema/index.ts';
import { newLabCode } from '../../apps/server/src/commands/lab-code.ts';

const XSRF = 'bench-xsrf-token';
export const API_HEADERS = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF };

export interface Answer {
  code: string;
  value: number;
}

/** One API request as the web sends it; the answer's `data` (or the whole body of ValidateUser, for its token). */
export async function call<T>(origin: string, name: string, payload: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api?request=${name}`, {
    method: 'POST',
    headers: { ...API_HEADERS, ...(token ? { token } : {}) },
    body: JSON.stringify(payload),
  });
  const body = (await response.json()) as { data: T; token?: string };
  if (!response.ok) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
  return (name === 'ValidateUser' ? body : body.data) as T;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** A valid numeric answer for each numeric question of the definition: the lower bound, or 1. */
export function numericAnswers(definition: Record<string, unknown>): Answer[] {
  return questionsOf(definition)
    .filter((q) => q.inputType === 'number')
    .map((q) => ({ code: q.name, value: Math.max(q.min ?? 1, 1) }));
}

/** `count` active labs of Thailand without any response; their codes. */
export async function insertRespondentLabs(db: Database, count: number): Promise<string[]> {
  const codes = Array.from({ length: count }, () => newLabCode());
  await db
    .insert(labs)
    .values(
      codes.map((labCode, i) => ({ name: `Bench lab ${i + 1}`, labCode, countryCode: 'TH', status: 'A' as const })),
    );
  return codes;
}

/** Each lab's link to the category's current round, as staff get it (getCatSurveyLinkOfLab): its address. */
export function openSurveyLinks(
  origin: string,
  staffToken: string,
  codes: readonly string[],
  category: SurveyCategory,
): Promise<string[]> {
  return Promise.all(
    codes.map(async (lab_code) => {
      const link = await call<{ s_url: string }>(
        origin,
        'getCatSurveyLinkOfLab',
        { lab_code, q_cat_code: category },
        staffToken,
      );
      return link.s_url;
    }),
  );
}

/** The link token at the end of a form address. */
export const linkToken = (formUrl: string) => formUrl.split('/').pop() ?? '';

export interface SaveRun {
  /** Answers saved (each request saves one). */
  saved: number;
  /** Saves answered with an error status (or not at all). */
  failed: number;
  /** Each successful save's time to its answer, sorted, in ms. */
  latencies: number[];
  seconds: number;
}

/**
 * Every respondent (one link token each) saves one answer after the other for `seconds`: the next as soon as the last
 * is stored, or, with `everyMs`, at that pace (the next when its time comes, at once if the last took longer), as
 * people typing do; `origins` are served in turn (two processes: respondents split between them).
 */
export async function saveForSeconds(
  origins: readonly string[],
  tokens: readonly string[],
  answers: readonly Answer[],
  seconds: number,
  everyMs = 0,
): Promise<SaveRun> {
  const latencies: number[] = [];
  let failed = 0;
  const began = performance.now();
  const until = began + seconds * 1000;
  await Promise.all(
    tokens.map(async (token, respondent) => {
      const origin = origins[respondent % origins.length] ?? '';
      // Paced respondents start spread over one interval, as independent people do.
      let due = began + (everyMs * respondent) / tokens.length;
      for (let i = respondent; performance.now() < until; i++) {
        const answer = answers[i % answers.length];
        if (!answer) return;
        if (everyMs > 0) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          due += everyMs;
        }
        const start = performance.now();
        try {
          await call(origin, 'saveSurveyAnswers', { token, answers: [answer] });
          latencies.push(performance.now() - start);
        } catch {
          failed++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { saved: latencies.length, failed, latencies, seconds };
}
