import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { mailWelcome } from './newsletter-mails.ts';
import { newsletterLinkInvalid } from './newsletter-outcomes.ts';
import { hashNewsletterToken } from './newsletter-tokens.ts';

/**
 * confirmNewsletter: the link of the double opt-in mail, once and before it expires. The time and client address
 * of the confirmation are kept with the sign-up; then the welcome mail goes out. One statement finds and uses the
 * token, so two clicks at the same moment confirm (and welcome) once.
 */
export const confirmNewsletter: Handler<'confirmNewsletter'> = async ({ token }, ctx) => {
  const now = new Date();
  const s = newsletterSubscribers;
  const [row] = await ctx.db
    .update(s)
    .set({ confirmedAt: now, confirmedAddress: ctx.clientAddress, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(s.confirmTokenHash, hashNewsletterToken(token)),
        gt(s.confirmExpiresAt, now),
        isNull(s.confirmedAt),
        isNull(s.unsubscribedAt),
      ),
    )
    .returning({ id: s.id, email: s.email, firstName: s.firstName, lastName: s.lastName, langId: s.langId });
  if (!row) throw newsletterLinkInvalid();
  // The owner of the address asked for it by confirming: the one mail of this confirmation, outside the sign-up
  // interval (D: newsletter mail limits).
  await ctx.db.update(s).set({ lastMailedAt: now }).where(eq(s.id, row.id));
  await mailWelcome(ctx, row);
  return { data: { status: 'confirmed', email: row.email } };
};
