import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { RenderedMail } from './templates/layout.ts';

export interface MailContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** Where answers go instead of MAIL_FROM (the contact form: the sender). */
  replyTo?: string | null;
  /** Extra header lines (newsletter: List-Unsubscribe, List-Unsubscribe-Post); no line breaks in names or values. */
  headers?: Record<string, string> | null;
}

/** An outbox row a sender has claimed: its content, and the attempts counted so far, this one included. */
export interface ClaimedMail extends Omit<OutgoingMail, 'html'> {
  id: string;
  attempts: number;
  html: string | null;
}

/** How unsent mail is retried (decision D26). */
export const OUTBOX_RETRY = {
  /** A claimed row is not claimed again before this, so a sender that dies mid-delivery delays it only a while. */
  claimMs: 5 * 60_000,
  /** Wait after the 1st, 2nd, 3rd… failed attempt; the last value repeats. */
  backoffMinutes: [1, 5, 15, 60],
  /** After this many attempts the row stays unsent and is logged. */
  maxAttempts: 10,
} as const;

/** The wait before the next try of a mail that has failed `attempts` times. */
export function retryDelayMs(attempts: number): number {
  const steps = OUTBOX_RETRY.backoffMinutes;
  return (steps[Math.min(Math.max(attempts, 1), steps.length) - 1] ?? 60) * 60_000;
}

/** Short timeouts so that a dead mail server cannot hold up shutdown (nodemailer waits minutes by default). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

const transports = new Map<string, ReturnType<typeof createTransport>>();
const deliveries = new Set<Promise<void>>();

function transportFor(smtpUrl: string) {
  let transport = transports.get(smtpUrl);
  if (!transport) transports.set(smtpUrl, (transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })));
  return transport;
}

/**
 * Hands a claimed outbox row to SMTP, then marks it sent, or stores the error and when to try again. Never throws:
 * it runs in the background, and a row it could not update is simply tried again once its claim has run out.
 */
export async function deliverClaimed({ db, config, log }: MailContext, smtpUrl: string, mail: ClaimedMail) {
  const { id, attempts, to, subject, text, html, replyTo, headers } = mail;
  try {
    await transportFor(smtpUrl).sendMail({
      from: config.mailFrom,
      to,
      subject,
      text,
      html: html ?? undefined,
      replyTo: replyTo ?? undefined,
      headers: headers ?? undefined,
    });
  } catch (error) {
    const lastError = error instanceof Error ? error.message : String(error);
    const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts));
    await db
      .update(outbox)
      .set({ lastError: lastError.slice(0, 1000), nextAttemptAt })
      .where(eq(outbox.id, id))
      .catch((err: unknown) => log.error({ err, to, subject }, 'outbox row not updated after a failed delivery'));
    if (attempts >= OUTBOX_RETRY.maxAttempts) {
      log.error({ err: error, to, subject, attempts }, 'mail not sent; giving up after the last attempt');
    } else {
      log.warn({ err: error, to, subject, attempts, nextAttemptAt }, 'mail not sent; it will be tried again');
    }
    return;
  }
  await db
    .update(outbox)
    .set({ sentAt: new Date(), lastError: null })
    .where(eq(outbox.id, id))
    .catch((err: unknown) => log.error({ err, to, subject }, 'mail sent but not marked sent; it may go out again'));
  log.info({ to, subject }, 'mail sent');
}

/**
 * The one way every flow sends mail: the outbox row first, then, with SMTP_URL, delivery in the background
 * (sent_at set once the server accepted it). No request waits on SMTP, so a response's timing does not tell
 * whether a mail went out. The row is written already claimed by this first attempt, so no retry sender picks it
 * up meanwhile; a failure leaves it to the retry sender (outbox-sender.ts). Without SMTP_URL the mail is logged,
 * code and link included, for development.
 */
export async function sendMail(ctx: MailContext, mail: OutgoingMail): Promise<void> {
  const { smtpUrl } = ctx.config;
  // Without SMTP the row is a development record, not a mail to send: it is written as given up, so a later
  // start with SMTP_URL never sends old test mail to real addresses.
  const claim = smtpUrl
    ? { attempts: 1, nextAttemptAt: new Date(Date.now() + OUTBOX_RETRY.claimMs) }
    : { attempts: OUTBOX_RETRY.maxAttempts, lastError: 'kept in the outbox: SMTP_URL unset' };
  const [row] = await ctx.db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
      ...claim,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox row not written');
  if (!smtpUrl) {
    ctx.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (SMTP_URL unset)');
    return;
  }
  const delivery: Promise<void> = deliverClaimed(ctx, smtpUrl, { id: row.id, attempts: 1, ...mail }).finally(() =>
    deliveries.delete(delivery),
  );
  deliveries.add(delivery);
}

/** Resolves once every mail handed to SMTP so far has been accepted or has failed (app close, tests). */
export async function settleMailDeliveries(): Promise<void> {
  await Promise.all(deliveries);
}
