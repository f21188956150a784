import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { confirmedSubscriber, freshEmail } from './newsletter-test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('exportNewsletterSubscribers', () => {
  it('exports the confirmed list as UTF-8 CSV with BOM, formulas made inert, and records the export', async () => {
    const thai = await confirmedSubscriber(t, { firstName: 'สมชาย', lastName: 'ใจดี', language: 'th', country: 'TH' });
    const formula = await confirmedSubscriber(t, { email: freshEmail('calc'), company: '=HYPERLINK("x")' });
    const gone = await confirmedSubscriber(t);
    await t.call('unsubscribeNewsletter', { token: gone.unsubscribe });

    const token = await t.tokenFor('staff@demo.example');
    const bytes = dataOf(await t.call('exportNewsletterSubscribers', {}, { token }));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^E-mail,First name,Last name,Company,Country,Job title,Language,Marketing consent/);
    expect(lines.find((l) => l.startsWith(thai.email))).toContain('สมชาย,ใจดี');
    expect(lines.find((l) => l.startsWith(formula.email))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).not.toContain(gone.email);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'newsletter.exported'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry).toMatchObject({ actorEmail: 'staff@demo.example', targetType: 'export' });
    expect(entry?.after).toEqual({ subscribers: lines.length - 2 });
  });
});
