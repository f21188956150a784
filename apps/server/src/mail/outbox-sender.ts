import { and, asc, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import { OUTBOX_RETRY, deliverClaimed } from './send-mail.ts';
import type { ClaimedMail, MailContext } from './send-mail.ts';
import { startPeriodicPass } from '../shared/periodic-pass.ts';
import type { PeriodicPass } from '../shared/periodic-pass.ts';

export const OUTBOX_SENDER = {
  /** How often each process looks for mail that is due again. */
  intervalMs: 30_000,
  /** Rows claimed per pass. */
  batchSize: 20,
} as const;

/**
 * Claims due unsent rows in one statement: `FOR UPDATE SKIP LOCKED` keeps two processes off the same rows, and the
 * claim (attempt counted, next try pushed forward) keeps them off later passes while the mail is on its way.
 */
export async function claimDueMails(db: Database, now = new Date()): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now), lt(outbox.attempts, OUTBOX_RETRY.maxAttempts)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(OUTBOX_SENDER.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + OUTBOX_RETRY.claimMs),
    })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      replyTo: outbox.replyTo,
      headers: outbox.headers,
      attempts: outbox.attempts,
    });
}

/** `runOnce(now?)`: claims the due rows and delivers them one after another; `stop()` hands back the untried rows. */
export type OutboxSender = PeriodicPass<[now?: Date]>;

/**
 * Retries mail the first delivery could not hand over (SMTP down, a process stopped mid-delivery): every
 * `intervalMs` one pass, with back-off per row (OUTBOX_RETRY). Runs in every process that has SMTP_URL.
 */
export function startOutboxSender(
  ctx: MailContext,
  smtpUrl: string,
  { intervalMs = OUTBOX_SENDER.intervalMs }: { intervalMs?: number } = {},
): OutboxSender {
  return startPeriodicPass(
    async (isStopped, now: Date = new Date()) => {
      const claimed = await claimDueMails(ctx.db, now);
      for (const [index, mail] of claimed.entries()) {
        if (isStopped()) {
          await releaseClaims(ctx.db, claimed.slice(index));
          break;
        }
        await deliverClaimed(ctx, smtpUrl, mail);
      }
      return claimed.length;
    },
    { intervalMs, log: ctx.log, label: 'outbox' },
  );
}

/** Rows claimed but not tried (the sender is stopping): due again at once, their attempt not counted. */
async function releaseClaims(db: Database, mails: ClaimedMail[]): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: new Date() })
    .where(
      inArray(
        outbox.id,
        mails.map((m) => m.id),
      ),
    );
}
