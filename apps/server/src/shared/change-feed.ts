import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/** The channel the triggers of migration 0011_change_feed notify (D78). */
export const CHANGE_CHANNEL = 'labbench_changes';
/** Heard by every subscriber when notifications may have been missed: everything may have changed. */
export const EVERYTHING = '*';

const RECONNECT_MS = [250, 500, 1_000, 2_000, 5_000];
const SETTLE_TIMEOUT_MS = 2_000;

export type ChangeListener = (topic: string) => void;

/**
 * The topics the database's triggers notify after each commit, heard by this process. A cache may serve from memory
 * only while the feed is `live`: a notification missed while it was not is answered by EVERYTHING on its return.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /** Resolves once every change this process committed before the call has been heard (read your own writes). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

class Subscribers {
  #listeners = new Set<ChangeListener>();
  add(listener: ChangeListener) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }
  hear(topic: string) {
    for (const listener of this.#listeners) listener(topic);
  }
}

/** PGlite: one process owns the database and hears its own notifications before the query that caused them returns. */
async function pgliteFeed(client: PGlite): Promise<ChangeFeed> {
  const subscribers = new Subscribers();
  const unlisten = await client.listen(CHANGE_CHANNEL, (topic) => subscribers.hear(topic));
  return {
    live: true,
    subscribe: (listener) => subscribers.add(listener),
    settle: () => Promise.resolve(),
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: one connection of its own LISTENs, and comes back after the server went away (restart, failover).
 * Notifications arrive in commit order, so a marker notified now is heard after every earlier commit's topics.
 */
function postgresFeed(pool: pg.Pool, log: FastifyBaseLogger): ChangeFeed {
  const subscribers = new Subscribers();
  const markers = new Map<string, () => void>();
  let live = false;
  let closed = false;
  let attempt = 0;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    if (closed) return;
    if (live) log.warn('change feed: connection to PostgreSQL lost; caches stand aside until it is back');
    live = false;
    subscribers.hear(EVERYTHING);
    for (const done of markers.values()) done();
    markers.clear();
    retry = setTimeout(() => void connect(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    retry.unref();
  };

  async function connect() {
    const next = new pg.Client(pool.options);
    client = next;
    // 'error' and 'end' may both come for one connection: it is lost once.
    let gone = false;
    const drop = () => {
      if (gone) return;
      gone = true;
      lost(next);
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', ({ payload }) => {
      if (payload?.startsWith('settle:')) markers.get(payload)?.();
      else if (payload) subscribers.hear(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed) return void (await next.end());
      attempt = 0;
      // What changed while nobody listened is unknown.
      subscribers.hear(EVERYTHING);
      live = true;
    } catch {
      drop();
    }
  }
  void connect();

  return {
    get live() {
      return live;
    },
    subscribe: (listener) => subscribers.add(listener),
    async settle() {
      if (!live) return;
      const marker = `settle:${randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        markers.set(marker, () => {
          clearTimeout(timer);
          markers.delete(marker);
          resolve();
        });
      });
      // A request's own work is done: PostgreSQL going away now makes the feed stand aside, not the answer fail.
      const sent = await pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, marker]).then(
        () => true,
        () => false,
      );
      if (sent) await heard;
      else markers.get(marker)?.();
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Starts hearing the database's changes (PGlite or PostgreSQL, whichever `db` runs on). */
export async function startChangeFeed(db: Database, log: FastifyBaseLogger): Promise<ChangeFeed> {
  // Both drizzle drivers keep their client as `$client`; the shared Database type does not name it.
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof PGlite) return pgliteFeed(client);
  if (client instanceof pg.Pool) return postgresFeed(client, log);
  throw new Error('change feed: unknown database client');
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** The app registers its feed for the database; caches find it by the database they read (none: no caching). */
export function registerChangeFeed(db: Database, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

export function changeFeedOf(db: Database): ChangeFeed | undefined {
  return feeds.get(db);
}
