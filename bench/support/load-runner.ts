/**
 * autocannon runs of bench/load.ts: as fast as the connections are answered (closed loop), or at a fixed offered
 * rate. Every answer's time is recorded from autocannon's `response` event, so percentiles are exact over all
 * answers, whatever their status.
 */
import { createRequire } from 'node:module';
import type { LoadRequest } from './load-mix.ts';
import { cpuSeconds } from './process-cpu.ts';
import { percentile } from './survey-respondents.ts';

/** The part of autocannon's API used here: the package ships no types, so it is loaded with require and typed here. */
interface Client {
  setRequests(requests: LoadRequest[]): void;
}
interface LoadOptions {
  url: string[];
  connections: number;
  duration: number;
  requests: LoadRequest[];
  setupClient: (client: Client) => void;
  connectionRate?: number;
  maxConnectionRequests?: number;
  ignoreCoordinatedOmission?: boolean;
  timeout: number;
}
interface LoadResult {
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Instance extends PromiseLike<LoadResult> {
  on(event: 'response', listener: (client: Client, status: number, bytes: number, ms: number) => void): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Instance;

export interface Figures {
  /** Answers a second. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  answers: number;
  non2xx: number;
  /** Socket errors, timeouts included. */
  socketErrors: number;
  /** Requests not answered within 10 s. */
  timeouts: number;
  /** CPU time of the server processes per answer (null without /proc). */
  cpuMsPerAnswer: number | null;
}

/** Where each connection goes: one origin, or two processes' origins taking every other connection. */
export interface Target {
  origins: string[];
  label: string;
  /** The server processes (their children counted too). */
  pids: number[];
}

/** CPU ms of the target's processes per answer while `work` ran. */
export async function cpuPerAnswer<T>(target: Target, work: () => Promise<T>, answers: (result: T) => number) {
  const before = cpuSeconds(target.pids);
  const result = await work();
  const after = cpuSeconds(target.pids);
  const count = answers(result);
  const ms = before === null || after === null || count === 0 ? null : ((after - before) * 1000) / count;
  return { result, ms };
}

export type RequestsOf = (connection: number) => LoadRequest[];

interface Run {
  connections: number;
  seconds: number;
  requestsOf: RequestsOf;
  /** Paced: requests a second of each connection. */
  connectionRate?: number;
  /** The first connection's number (groups of a paced run). */
  firstConnection?: number;
}

function start(target: Target, run: Run, latencies: number[]): Instance {
  let next = run.firstConnection ?? 0;
  const instance = autocannon({
    url: target.origins,
    connections: run.connections,
    duration: run.seconds,
    // Replaced by each connection's own list in setupClient.
    requests: run.requestsOf(next),
    setupClient: (client) => client.setRequests(run.requestsOf(next++)),
    timeout: 10,
    ...(run.connectionRate
      ? {
          connectionRate: run.connectionRate,
          // Exactly the offered requests, with a second more for the last answers to come back.
          maxConnectionRequests: run.connectionRate * run.seconds,
          duration: run.seconds + 1,
          // The latency of each answer as it was, not back-filled for requests a slow answer held up.
          ignoreCoordinatedOmission: true,
        }
      : {}),
  });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  return instance;
}

function figures(results: LoadResult[], latencies: number[], seconds: number, cpuMsPerAnswer: number | null): Figures {
  latencies.sort((a, b) => a - b);
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    answers: latencies.length,
    non2xx: sum((r) => r.non2xx),
    socketErrors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    cpuMsPerAnswer,
  };
}

/** `connections` users, each asking again as soon as answered, for `seconds`. */
export async function closedLoop(target: Target, connections: number, seconds: number, requestsOf: RequestsOf) {
  const latencies: number[] = [];
  const run = () => Promise.resolve(start(target, { connections, seconds, requestsOf }, latencies));
  const { result, ms } = await cpuPerAnswer(target, run, () => latencies.length);
  return figures([result], latencies, result.duration, ms);
}

/**
 * `perSecond` requests a second offered by as many connections, each asking once a second. autocannon paces a
 * connection only in whole requests a second and starts all its connections' seconds together, so the connections
 * are started in `groups` spread evenly over a second: arrivals then come spread as independent users' do.
 */
export async function paced(target: Target, perSecond: number, seconds: number, requestsOf: RequestsOf, groups = 25) {
  const latencies: number[] = [];
  const size = Math.ceil(perSecond / groups);
  const all = async () => {
    const runs: Promise<LoadResult>[] = [];
    for (let g = 0; g * size < perSecond; g++) {
      const connections = Math.min(size, perSecond - g * size);
      const run = { connections, seconds, requestsOf, connectionRate: 1, firstConnection: g * size };
      runs.push(Promise.resolve(start(target, run, latencies)));
      await new Promise((resolve) => setTimeout(resolve, 1000 / groups));
    }
    return Promise.all(runs);
  };
  const { result, ms } = await cpuPerAnswer(target, all, () => latencies.length);
  // Each connection sends `seconds` requests, one a second: the answers over that time are the rate answered.
  return figures(result, latencies, seconds, ms);
}
