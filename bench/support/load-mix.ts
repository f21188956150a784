/**
 * The requests of bench/load.ts as a browser of each user sends them, and the mixes they are weighted into. Each
 * connection is one user: its own lab user (session token, lab code), staff session, survey link and client address
 * (X-Forwarded-For, read by the server with TRUST_PROXY=127.0.0.1 as behind a load balancer).
 */
import { DEMO_PASSWORD } from '../../apps/server/src/db/demo-accounts.ts';
import type { LoadData } from './load-fixtures.ts';
import { LOAD_CATEGORY } from './load-fixtures.ts';
import { API_HEADERS } from './survey-respondents.ts';

/** What a current browser asks for; the server answers brotli. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
/** Languages of a region's labs, for the translation files of the peak mix. */
const PEAK_LANGUAGES = ['th', 'en', 'ja', 'zhcn', 'ko', 'vi'] as const;

export type RequestKind =
  'signIn' | 'session' | 'dashboard' | 'surveyArea' | 'save' | 'validationList' | 'staffHome' | 'home' | 'texts';

/** The part of an autocannon request used here. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest) => LoadRequest;
  onResponse?: (status: number, body: string) => void;
}

export type Mix = Partial<Record<RequestKind, number>>;

/** A signed-in lab's read mix (issue 16): as each page load of the dashboard or survey area asks. */
export const READ_MIX: Mix = { dashboard: 1, surveyArea: 1, session: 1, home: 1, texts: 1 };

/**
 * A round's last week, per 100 requests: respondents saving answers (the form saves each change) are the most,
 * then lab users opening the portal (session, /home, texts) and reading the dashboard and survey area; staff
 * validating (queue and home); sign-ins are few but each costs an Argon2 hash (about 30 ms of CPU).
 */
export const PEAK_MIX: Mix = {
  save: 30,
  dashboard: 15,
  session: 12,
  surveyArea: 10,
  home: 8,
  texts: 10,
  validationList: 8,
  staffHome: 5,
  signIn: 2,
};

export const describeMix = (mix: Mix) =>
  Object.entries(mix)
    .map(([kind, weight]) => `${kind} ${weight}`)
    .join(', ');

/**
 * Answers that were not what a user wants, by request and status, with the first one's body: non-2xx answers, and
 * sign-ins answered 200 without a token (refused in the body). Cleared by each scenario.
 */
export const problems = new Map<string, { count: number; body: string }>();

export const refusedSignIns = () =>
  [...problems].filter(([key]) => key.startsWith('ValidateUser 200')).reduce((sum, [, p]) => sum + p.count, 0);

function noteProblem(key: string, body: string): void {
  const known = problems.get(key);
  if (known) known.count++;
  else problems.set(key, { count: 1, body: body.slice(0, 200) });
}

function checked(what: string, request: LoadRequest): LoadRequest {
  return {
    ...request,
    onResponse: (status, body) => {
      if (status < 200 || status > 299) noteProblem(`${what} ${status}`, body);
      else if (what === 'ValidateUser' && !body.includes('"token"'))
        noteProblem(`${what} ${status} without token`, body);
    },
  };
}

export interface Actor {
  connection: number;
  data: LoadData;
  /** Link tokens of the respondents' responses. */
  saveTokens: readonly string[];
}

function api(name: string, payload: unknown, clientAddress: string, token?: string): LoadRequest {
  return checked(name, {
    method: 'POST',
    path: `/api?request=${name}`,
    headers: { ...API_HEADERS, 'x-forwarded-for': clientAddress, ...(token ? { token } : {}) },
    body: JSON.stringify(payload),
  });
}

const get = (path: string, clientAddress: string): LoadRequest =>
  checked(`GET ${path}`, {
    method: 'GET',
    path,
    headers: { 'accept-encoding': BROWSER_ENCODING, 'x-forwarded-for': clientAddress },
  });

/** One request of the kind for this connection's user; the n-th of its kind in the connection's list. */
export function requestOf(kind: RequestKind, { connection, data, saveTokens }: Actor, n: number): LoadRequest {
  const reader = data.readers[connection % data.readers.length];
  if (!reader) throw new Error('no readers');
  const host = connection + 1;
  const address = `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`;
  const staff = data.staffTokens[connection % data.staffTokens.length];
  switch (kind) {
    case 'signIn':
      return api('ValidateUser', { email: reader.email, password: DEMO_PASSWORD }, address);
    case 'session':
      return api('getSession', {}, address, reader.token);
    case 'dashboard':
      return api('getBenchmarkDashboard', { labCode: reader.labCode, category: LOAD_CATEGORY }, address, reader.token);
    case 'surveyArea':
      return api('getSurveyDetailsOfLab', { lab_code: reader.labCode }, address, reader.token);
    case 'save': {
      const token = saveTokens[connection % saveTokens.length];
      let next = connection + n;
      // Each save is the next question's answer, as a respondent going through the form.
      return {
        ...api('saveSurveyAnswers', { token, answers: [data.answers[0]] }, address),
        setupRequest: (request) => {
          const answer = data.answers[next++ % data.answers.length];
          return { ...request, body: JSON.stringify({ token, answers: [answer] }) };
        },
      };
    }
    case 'validationList':
      return api('getSurveysForValidation', { statuses: ['pending'], page: 1 }, address, staff);
    case 'staffHome':
      return api('getStaffHome', {}, address, staff);
    case 'home':
      return get('/home', address);
    case 'texts':
      return get(`/assets/i18n/${PEAK_LANGUAGES[(connection + n) % PEAK_LANGUAGES.length] ?? 'th'}.json`, address);
  }
}

/**
 * The connection's requests in a loop: each kind as often as its weight, spread through the list (smooth weighted
 * round robin), and each connection starting at another place so they do not all ask the same thing at once.
 */
export function requestsFor(mix: Mix, actor: Actor, languages: 'th' | 'mixed' = 'mixed'): LoadRequest[] {
  const weights = Object.entries(mix) as [RequestKind, number][];
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const current = new Map<RequestKind, number>(weights.map(([kind]) => [kind, 0]));
  const seen = new Map<RequestKind, number>();
  const order: LoadRequest[] = [];
  for (let i = 0; i < total; i++) {
    for (const [kind, weight] of weights) current.set(kind, (current.get(kind) ?? 0) + weight);
    const [chosen] = [...current.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    current.set(chosen, (current.get(chosen) ?? 0) - total);
    const n = seen.get(chosen) ?? 0;
    seen.set(chosen, n + 1);
    const request = requestOf(chosen, actor, n);
    order.push(languages === 'th' && chosen === 'texts' ? { ...request, path: '/assets/i18n/th.json' } : request);
  }
  const shift = (actor.connection * 7) % order.length;
  return [...order.slice(shift), ...order.slice(0, shift)];
}
