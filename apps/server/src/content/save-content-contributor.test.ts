import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.tokenFor('staff@demo.example');
});
afterAll(() => t.close());

const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(1))[0];

describe('saveContentContributor', () => {
  it('creates a contributor and changes one; visitors see the change at once; both are in the trail', async () => {
    const { id } = dataOf(
      await t.call('saveContentContributor', { name: 'Dr. Mali', role: { en: 'Pathologist' } }, { token: staff }),
    );
    expect(await lastAudit()).toMatchObject({ action: 'contributor.saved', targetType: 'contributor', targetId: id });
    const visible = async () => dataOf(await t.call('getContentContributors', { lang: 'th' })).contributors;
    expect(await visible()).toEqual([{ id, name: 'Dr. Mali', role: 'Pathologist', bio: '', articles: 0 }]);
    dataOf(
      await t.call(
        'saveContentContributor',
        { id, name: 'Dr. Mali', role: { en: 'Pathologist', th: 'พยาธิแพทย์' }, bio: { en: 'Bangkok' } },
        { token: staff },
      ),
    );
    expect((await visible())[0]).toMatchObject({ role: 'พยาธิแพทย์', bio: 'Bangkok' });
    expect(await lastAudit()).toMatchObject({
      action: 'contributor.saved',
      before: { role: { en: 'Pathologist' }, bio: {} },
      after: { role: { en: 'Pathologist', th: 'พยาธิแพทย์' }, bio: { en: 'Bangkok' } },
    });
  });

  it('answers notFound for an unknown id', async () => {
    const answer = await t.call('saveContentContributor', { id: 'ghost', name: 'Nobody' }, { token: staff });
    expect(answer.status).toBe(404);
    expect(errorOf(answer).code).toBe('not_found');
  });
});
