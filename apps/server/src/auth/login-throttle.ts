import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { throttle } from '../db/schema.ts';

/** Failed sign-ins allowed per window; counters live in the database because many API processes share it. */
export const LOGIN_THROTTLE = { perAccount: 10, perClient: 30, windowMs: 15 * 60_000 } as const;

export interface ThrottleKeys {
  account: string;
  client: string;
}

export function throttleKeys(email: string, clientAddress: string): ThrottleKeys {
  return { account: `login:account:${email.toLowerCase()}`, client: `login:client:${clientAddress}` };
}

/** True when the account or the client address has used up its failures in the current window. */
export async function isLoginThrottled(db: Database, keys: ThrottleKeys, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ key: throttle.key, count: throttle.count })
    .from(throttle)
    .where(
      and(
        inArray(throttle.key, [keys.account, keys.client]),
        gte(throttle.windowStart, new Date(now.getTime() - LOGIN_THROTTLE.windowMs)),
      ),
    );
  return rows.some((r) =>
    r.key === keys.account ? r.count >= LOGIN_THROTTLE.perAccount : r.count >= LOGIN_THROTTLE.perClient,
  );
}

/** Counts one failure on both keys; a counter whose window has passed starts again at 1. */
export async function recordLoginFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<void> {
  const windowFloor = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
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

/** A correct password clears the account's failures (the client's stay, so spraying many accounts still counts). */
export async function clearAccountFailures(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(throttle).where(eq(throttle.key, keys.account));
}
