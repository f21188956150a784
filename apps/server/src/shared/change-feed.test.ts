import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, sessions, surveyDefinitions, users } from '../db/schema/index.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { changeFeedOf } from './change-feed.ts';
import type { ChangeFeed } from './change-feed.ts';

let t: TestApp;
let feed: ChangeFeed;
const heard: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const found = changeFeedOf(t.db);
  if (!found) throw new Error('the app registered no change feed');
  feed = found;
  feed.subscribe((topic) => heard.push(topic));
  // PostgreSQL's listening connection comes up shortly after the app.
  for (let waited = 0; !feed.live && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20));
});
afterAll(() => t.close());

/** The topics heard from one write of this process. */
async function topicsOf(write: () => Promise<unknown>): Promise<string[]> {
  heard.length = 0;
  await write();
  await feed.settle();
  return [...heard];
}

describe('the change feed (D78)', () => {
  it('hears a user change as user:<id>, and a lab change as lab:<id> and lab-code:<code>', async () => {
    const user = await t.createUser();
    expect(await topicsOf(() => t.db.update(users).set({ givenName: 'Changed' }).where(eq(users.id, user.id)))).toEqual(
      [`user:${user.id}`],
    );
    const [lab] = await t.db.select().from(labs).limit(1);
    if (!lab?.labCode) throw new Error('no demo lab');
    expect(
      await topicsOf(() => t.db.update(labs).set({ name: `${lab.name} ` }).where(eq(labs.id, lab.id))),
    ).toEqual([`lab:${lab.id}`, `lab-code:${lab.labCode}`]);
  });

  it('hears a revoked session as its user', async () => {
    const user = await t.createUser();
    await t.tokenFor(user.email);
    expect(
      await topicsOf(() => t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.id))),
    ).toEqual([`user:${user.id}`]);
  });

  it('hears a survey definition change as rounds, once per statement', async () => {
    expect(
      await topicsOf(() => t.db.update(surveyDefinitions).set({ closedAt: null }).where(eq(surveyDefinitions.round, 0))),
    ).toEqual(['rounds']);
  });

  it('hears nothing from a sign-in, which only adds a session', async () => {
    const user = await t.createUser();
    expect(await topicsOf(() => t.tokenFor(user.email))).toEqual([]);
  });
});
