import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.ts';
import { closedPort, startSmtpServer } from '../test/smtp-server.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { OUTBOX_SENDER, startOutboxSender } from './outbox-sender.ts';
import type { OutboxSender } from './outbox-sender.ts';
import { OUTBOX_RETRY, sendMail, settleMailDeliveries } from './send-mail.ts';
import type { MailContext } from './send-mail.ts';

/** The app has no SMTP_URL, so its own sender does not run: each test drives its senders itself. */
let t: TestApp;
let ctx: MailContext;
const senders: OutboxSender[] = [];
beforeAll(async () => {
  t = await createTestApp();
  ctx = { db: t.db, config: testConfig({ MAIL_FROM: 'Lab Portal <portal@lab.example>' }), log: t.app.log };
});
afterAll(async () => {
  await Promise.all(senders.map((s) => s.stop()));
  await t.close();
});

/** A sender whose timer never fires within a test, unless given an interval. */
function sender(smtpUrl: string, intervalMs = 3_600_000) {
  const started = startOutboxSender(ctx, smtpUrl, { intervalMs });
  senders.push(started);
  return started;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function rowTo(to: string) {
  const [row] = await t.db.select().from(outbox).where(eq(outbox.to, to));
  return row;
}

describe('outbox retry sender', () => {
  it('delivers a mail the first attempt could not, once the SMTP server is up', async () => {
    const port = await closedPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const to = `retry-${randomBytes(4).toString('hex')}@test.example`;
    await sendMail(
      { ...ctx, config: { ...ctx.config, smtpUrl } },
      { to, subject: 'Retry me', text: 'Hello', html: '<p>Hello</p>' },
    );
    await settleMailDeliveries();
    expect(await rowTo(to)).toMatchObject({ sentAt: null, attempts: 1 });

    const retry = sender(smtpUrl);
    // Backing off: not due before the minute is over.
    expect(await retry.runOnce()).toBe(0);

    const smtp = startSmtpServer();
    await smtp.listen(port);
    try {
      expect(await retry.runOnce(minutesFromNow(1.5))).toBe(1);
      const mail = await smtp.nextMail();
      expect(mail.subject).toBe('Retry me');
      expect(mail.html).toContain('<p>Hello</p>');
      expect(mail.from?.value).toEqual([{ address: 'portal@lab.example', name: 'Lab Portal' }]);
      const row = await rowTo(to);
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 2, lastError: null });
      // Sent rows are never sent again.
      expect(await retry.runOnce(minutesFromNow(600))).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('never sends mail that was kept while SMTP_URL was unset, when a sender with SMTP starts later', async () => {
    const to = `kept-${randomBytes(4).toString('hex')}@test.example`;
    await sendMail(ctx, { to, subject: 'Development only', text: 'Hello', html: '<p>Hello</p>' });
    expect(await rowTo(to)).toMatchObject({ sentAt: null, lastError: 'kept in the outbox: SMTP_URL unset' });

    const port = await closedPort();
    const smtp = startSmtpServer();
    await smtp.listen(port);
    try {
      await sender(`smtp://127.0.0.1:${port}`).runOnce(minutesFromNow(600));
      expect(smtp.received).toHaveLength(0);
      expect((await rowTo(to))?.sentAt).toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it('never sends a row twice when two senders work at once', async () => {
    const smtp = startSmtpServer();
    const smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
    try {
      const batch = `batch-${randomBytes(4).toString('hex')}`;
      const count = OUTBOX_SENDER.batchSize + 15;
      const ids = (
        await t.db
          .insert(outbox)
          .values(
            Array.from({ length: count }, (_, i) => ({
              to: `${batch}-${i}@test.example`,
              subject: `${batch} ${i}`,
              text: 'x',
            })),
          )
          .returning({ id: outbox.id })
      ).map((r) => r.id);

      const [a, b] = [sender(smtpUrl), sender(smtpUrl)];
      let claimed = 0;
      for (;;) {
        const passes = await Promise.all([a.runOnce(), b.runOnce()]);
        if (passes[0] + passes[1] === 0) break;
        claimed += passes[0] + passes[1];
      }
      expect(claimed).toBe(count);
      const subjects = smtp.received.map((m) => m.subject);
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
      const rows = await t.db.select().from(outbox).where(inArray(outbox.id, ids));
      expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it(`backs off 1, 5, 15, 60 minutes and gives up after ${OUTBOX_RETRY.maxAttempts} attempts`, async () => {
    const smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
    const to = `dead-${randomBytes(4).toString('hex')}@test.example`;
    await t.db.insert(outbox).values({ to, subject: 'Never', text: 'x' });
    const retry = sender(smtpUrl);

    const waits: number[] = [];
    // A second on: the row's default time has microseconds, a Date only milliseconds, so "now" in the same
    // millisecond as the insert would be before it and find nothing due.
    let now = new Date(Date.now() + 1000);
    for (let attempt = 1; attempt <= OUTBOX_RETRY.maxAttempts; attempt++) {
      expect(await retry.runOnce(now)).toBeGreaterThanOrEqual(1);
      const row = await rowTo(to);
      expect(row).toMatchObject({ attempts: attempt, sentAt: null });
      expect(row?.lastError).toMatch(/ECONNREFUSED/);
      waits.push(Math.round(((row?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 60_000));
      now = new Date((row?.nextAttemptAt.getTime() ?? 0) + 1000);
    }
    expect(waits.slice(0, 5)).toEqual([1, 5, 15, 60, 60]);
    // Given up: no longer claimed, however late.
    expect(await retry.runOnce(minutesFromNow(60 * 24 * 30))).toBe(0);
    expect((await rowTo(to))?.attempts).toBe(OUTBOX_RETRY.maxAttempts);
  });

  it('runs by itself on its interval and stops when asked', async () => {
    const smtp = startSmtpServer();
    const smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
    try {
      const to = `timer-${randomBytes(4).toString('hex')}@test.example`;
      await t.db.insert(outbox).values({ to, subject: 'On time', text: 'x' });
      const timed = sender(smtpUrl, 50);
      expect((await smtp.nextMail()).subject).toBe('On time');
      await timed.stop();
      await t.db.insert(outbox).values({ to, subject: 'After stop', text: 'x' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
