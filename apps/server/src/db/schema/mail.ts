import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uuidPk, createdAt } from './columns.ts';

/** Mail to send; a request only writes the row, so it never waits on SMTP. Any process's sender retries it. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuidPk(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Reply-To: the sender of a contact message, so staff answer them directly. */
    replyTo: text('reply_to'),
    /** Extra header lines, e.g. List-Unsubscribe of newsletter mail (RFC 8058); names and values without line breaks. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Delivery attempts so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this time (back-off after a failure, or a claim by a sender at work). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_unsent_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
