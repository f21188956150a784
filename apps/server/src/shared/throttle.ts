import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { throttle } from '../db/schema/index.ts';

/**
 * Attempts allowed per account and per client address within a window. Counters live in the database because
 * many API processes share it; each rule has its own key prefix, so the rules never share a counter.
 */
export interface ThrottleRule {
  name: string;
  perAccount: number;
  perClient: number;
  windowMs: number;
}

export interface ThrottleKeys {
  account: string;
  client: string;
}

export function ruleKeys(rule: ThrottleRule, account: string, clientAddress: string): ThrottleKeys {
  return { account: `${rule.name}:account:${account.toLowerCase()}`, client: `${rule.name}:client:${clientAddress}` };
}

/** Attempts of the account and of the client address in the current window. */
export async function attemptCounts(
  db: Database,
  rule: ThrottleRule,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<{ account: number; client: number }> {
  const rows = await db
    .select({ key: throttle.key, count: throttle.count })
    .from(throttle)
    .where(
      and(
        inArray(throttle.key, [keys.account, keys.client]),
        gte(throttle.windowStart, new Date(now.getTime() - rule.windowMs)),
      ),
    );
  const countOf = (key: string) => rows.find((r) => r.key === key)?.count ?? 0;
  return { account: countOf(keys.account), client: countOf(keys.client) };
}

/** True when the account or the client address has used up its attempts in the current window. */
export async function isThrottled(
  db: Database,
  rule: ThrottleRule,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<boolean> {
  const counts = await attemptCounts(db, rule, keys, now);
  return counts.account >= rule.perAccount || counts.client >= rule.perClient;
}

/** Counts one attempt on both keys; a counter whose window has passed starts again at 1. */
export async function recordAttempt(
  db: Database,
  rule: ThrottleRule,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<void> {
  const windowFloor = new Date(now.getTime() - rule.windowMs);
  const stale = sql`${throttle.windowStart} < ${windowFloor.toISOString()}::timestamptz`;
  await db
    .insert(throttle)
    .values([keys.account, keys.client].map((key) => ({ key, count: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        count: sql`case when ${stale} then 1 else ${throttle.count} + 1 end`,
        windowStart: sql`case when ${stale} then excluded.window_start else ${throttle.windowStart} end`,
      },
    });
}

/** Forgets the account's attempts (the client's stay, so spraying many accounts still counts). */
export async function clearAccountAttempts(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(throttle).where(eq(throttle.key, keys.account));
}
