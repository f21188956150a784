import { and, gte, inArray, sql } from 'drizzle-orm';
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

/** Attempts counted under each key in the current window (0 for a key without any). */
export async function countsOf<K extends string>(
  db: Database,
  keys: Record<K, string>,
  windowMs: number,
  now = new Date(),
): Promise<Record<K, number>> {
  const rows = await db
    .select({ key: throttle.key, count: throttle.count })
    .from(throttle)
    .where(
      and(
        inArray(throttle.key, Object.values<string>(keys)),
        gte(throttle.windowStart, new Date(now.getTime() - windowMs)),
      ),
    );
  const entries = (Object.keys(keys) as K[]).map((name) => {
    const count = rows.find((r) => r.key === keys[name])?.count ?? 0;
    return [name, count] as const;
  });
  return Object.fromEntries(entries) as Record<K, number>;
}

/** Counts one attempt under each key; a counter whose window has passed starts again at 1. */
export async function countAttempt(db: Database, keys: string[], windowMs: number, now = new Date()): Promise<void> {
  const windowFloor = new Date(now.getTime() - windowMs);
  const stale = sql`${throttle.windowStart} < ${windowFloor.toISOString()}::timestamptz`;
  await db
    .insert(throttle)
    .values(keys.map((key) => ({ key, count: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: throttle.key,
      set: {
        count: sql`case when ${stale} then 1 else ${throttle.count} + 1 end`,
        windowStart: sql`case when ${stale} then excluded.window_start else ${throttle.windowStart} end`,
      },
    });
}

/** Forgets the attempts counted under these keys. */
export async function forgetAttempts(db: Database, keys: string[]): Promise<void> {
  await db.delete(throttle).where(inArray(throttle.key, keys));
}

/** True when the account or the client address has used up its attempts in the current window. */
export async function isThrottled(
  db: Database,
  rule: ThrottleRule,
  keys: ThrottleKeys,
  now = new Date(),
): Promise<boolean> {
  const counts = await countsOf(db, keys, rule.windowMs, now);
  return counts.account >= rule.perAccount || counts.client >= rule.perClient;
}

/** Counts one attempt on both keys. */
export function recordAttempt(db: Database, rule: ThrottleRule, keys: ThrottleKeys, now = new Date()): Promise<void> {
  return countAttempt(db, [keys.account, keys.client], rule.windowMs, now);
}
