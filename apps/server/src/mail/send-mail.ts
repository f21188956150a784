import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { RenderedMail } from './templates/layout.ts';

export interface MailContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
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

async function deliver({ db, config, log }: MailContext, smtpUrl: string, id: string, mail: OutgoingMail) {
  try {
    await transportFor(smtpUrl).sendMail({ from: config.mailFrom, ...mail });
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
  } catch (error) {
    log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent; it stays in the outbox');
  }
}

/**
 * The one way every flow sends mail: the outbox row first, then, with SMTP_URL, delivery in the background
 * (sent_at set once the server accepted it). No request waits on SMTP, so a response's timing does not tell
 * whether a mail went out. Without SMTP_URL the mail is logged, code and link included, for development.
 */
export async function sendMail(ctx: MailContext, mail: OutgoingMail): Promise<void> {
  const [row] = await ctx.db
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox row not written');
  const { smtpUrl } = ctx.config;
  if (!smtpUrl) {
    ctx.log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (SMTP_URL unset)');
    return;
  }
  const delivery: Promise<void> = deliver(ctx, smtpUrl, row.id, mail).finally(() => deliveries.delete(delivery));
  deliveries.add(delivery);
}

/** Resolves once every mail handed to SMTP so far has been accepted or has failed (app close, tests). */
export async function settleMailDeliveries(): Promise<void> {
  await Promise.all(deliveries);
}
