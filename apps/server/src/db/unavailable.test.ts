import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { failures } from '../api/errors.ts';
import { freePort } from '../test/server-process.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { postgresHandle } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DATABASE_KIND === 'postgres' && serverUrl !== undefined;

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection, as Drizzle reports it', async () => {
    const handle = postgresHandle(`postgres://postgres@127.0.0.1:${await freePort()}/none`);
    try {
      expect(isDatabaseUnavailable(await rejection(handle.db.execute(sql`select 1`)))).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('is true when no connection is made in time (a server that accepts and says nothing)', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/none`,
      connectionTimeoutMillis: 200,
    });
    try {
      expect(isDatabaseUnavailable(await rejection(pool.query('select 1')))).toBe(true);
    } finally {
      await pool.end();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('is false for a wrong statement, a refusal of the API and anything else', () => {
    // As Drizzle wraps the driver's error of a statement PostgreSQL refused: undefined_table.
    const wrongStatement = new Error('Failed query: select * from nowhere', {
      cause: Object.assign(new Error('relation "nowhere" does not exist'), { code: '42P01' }),
    });
    expect(isDatabaseUnavailable(wrongStatement)).toBe(false);
    expect(isDatabaseUnavailable(failures.forbidden())).toBe(false);
    expect(isDatabaseUnavailable(new Error('connection to db-secret.internal:5432 refused'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it.runIf(onPostgres)('is true for a connection cut during a query, and one an administrator ended', async () => {
    const target = new URL(serverUrl ?? '');
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const cutClient = new pg.Client({ connectionString: proxy.urlThrough(serverUrl ?? '') });
    const endedClient = new pg.Client({ connectionString: serverUrl });
    // A client's connection error is also an event; without a listener it would end the test process.
    cutClient.on('error', () => undefined);
    endedClient.on('error', () => undefined);
    try {
      await cutClient.connect();
      const sleeping = rejection(cutClient.query('select pg_sleep(10)'));
      await proxy.cut();
      expect(isDatabaseUnavailable(await sleeping)).toBe(true);

      await endedClient.connect();
      const ended = await rejection(endedClient.query('select pg_terminate_backend(pg_backend_pid())'));
      expect(ended).toMatchObject({ code: '57P01' });
      expect(isDatabaseUnavailable(ended)).toBe(true);
    } finally {
      await cutClient.end().catch(() => undefined);
      await endedClient.end().catch(() => undefined);
      await proxy.close();
    }
  });
});
