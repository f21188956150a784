import { NEWSLETTER_CONFIRM_TTL_HOURS, NEWSLETTER_MAIL_INTERVAL_MINUTES } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import type { MailContext } from '../mail/send-mail.ts';
import { sendMail } from '../mail/send-mail.ts';
import type { RenderedMail } from '../mail/templates/layout.ts';
import { mailTexts } from '../mail/templates/mail-texts.ts';
import type { MailTexts } from '../mail/templates/mail-texts.ts';
import { newsletterConfirmationMail } from '../mail/templates/newsletter-confirmation.ts';
import { newsletterWelcomeMail } from '../mail/templates/newsletter-welcome.ts';
import { textsCacheOf } from '../shared/texts-cache.ts';
import { unsubscribeToken } from './newsletter-tokens.ts';

/** What a newsletter mail needs of its subscriber. */
export type NewsletterRecipient = Pick<
  typeof newsletterSubscribers.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'langId'
>;

/** A language's mail texts as the texts cache has them now (English for what it lacks). */
export async function mailTextsIn(db: Database, language: LanguageId): Promise<MailTexts> {
  const cache = textsCacheOf(db);
  const [own, english] = await Promise.all([cache.language(language), cache.language('en')]);
  return mailTexts(own.tree, english.tree);
}

/**
 * Takes the address's one mail of the interval: true (and the time noted) when none went out in the last
 * NEWSLETTER_MAIL_INTERVAL_MINUTES. One statement, so two sign-ups at the same moment cannot both mail.
 */
export async function claimMailSlot(db: Database, subscriberId: string, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - NEWSLETTER_MAIL_INTERVAL_MINUTES * 60_000);
  const rows = await db
    .update(newsletterSubscribers)
    .set({ lastMailedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriberId),
        or(isNull(newsletterSubscribers.lastMailedAt), lt(newsletterSubscribers.lastMailedAt, since)),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length === 1;
}

/** RFC 2369 and RFC 8058: a mail client's own unsubscribe button, which POSTs to the link (a GET never unsubscribes). */
export function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

async function sendNewsletterMail(
  ctx: MailContext,
  to: NewsletterRecipient,
  render: (texts: MailTexts, unsubscribeLink: string) => RenderedMail,
): Promise<void> {
  const { token } = await unsubscribeToken(ctx.db, to.id);
  const unsubscribeLink = `${ctx.config.publicUrl}/newsletter/unsubscribe/${token}`;
  const mail = render(await mailTextsIn(ctx.db, to.langId), unsubscribeLink);
  await sendMail(ctx, { to: to.email, ...mail, headers: unsubscribeHeaders(unsubscribeLink) });
}

const nameOf = (to: NewsletterRecipient) => `${to.firstName} ${to.lastName}`.trim();

/** The double opt-in mail: `/newsletter/confirm/<token>`, in the language of the form. */
export function mailConfirmation(ctx: MailContext, to: NewsletterRecipient, confirmToken: string): Promise<void> {
  return sendNewsletterMail(ctx, to, (texts, unsubscribeLink) =>
    newsletterConfirmationMail(to.langId, texts, {
      name: nameOf(to),
      link: `${ctx.config.publicUrl}/newsletter/confirm/${confirmToken}`,
      lifetimeHours: NEWSLETTER_CONFIRM_TTL_HOURS,
      unsubscribeLink,
    }),
  );
}

/** After the confirmation: welcome, with the way out. */
export function mailWelcome(ctx: MailContext, to: NewsletterRecipient): Promise<void> {
  return sendNewsletterMail(ctx, to, (texts, unsubscribeLink) =>
    newsletterWelcomeMail(to.langId, texts, { name: nameOf(to), unsubscribeLink }),
  );
}
