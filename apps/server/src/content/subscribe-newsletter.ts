import { randomUUID } from 'node:crypto';
import { NEWSLETTER_CONFIRM_TTL_HOURS, NEWSLETTER_CONSENT_VERSION, V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { isListedCountry } from '../commands/labs.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { useCaptcha } from '../shared/captcha.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { consentTexts } from './newsletter-consent.ts';
import { claimMailSlot, mailConfirmation } from './newsletter-mails.ts';
import { NEWSLETTER_THROTTLE } from './newsletter-throttles.ts';
import { newConfirmToken, unsubscribeToken } from './newsletter-tokens.ts';

const PENDING = { data: { status: 'pending' as const } };

/**
 * subscribeNewsletter (§3 newsletter form, double opt-in): after the captcha and the throttle, the sign-up is kept
 * with the consent texts shown (the server's own, in the form's language), their version, the time and the client
 * address, and a confirmation link is mailed. The answer is always `pending`: an address already confirmed gets no
 * second row and no mail, and no address gets more than one mail per NEWSLETTER_MAIL_INTERVAL_MINUTES (a sign-up
 * inside it changes nothing, so the link already mailed keeps working).
 */
export const subscribeNewsletter: Handler<'subscribeNewsletter'> = async (payload, ctx) => {
  const { db, config, clientAddress } = ctx;
  if (!(await useCaptcha(db, config, payload.captcha))) throw passwordOutcomes.captchaInvalid();
  const email = payload.email.toLowerCase();
  const keys = ruleKeys(NEWSLETTER_THROTTLE, email, clientAddress);
  if (await isThrottled(db, NEWSLETTER_THROTTLE, keys)) throw failures.tooManyRequests();
  await recordAttempt(db, NEWSLETTER_THROTTLE, keys);
  if (!(await isListedCountry(db, payload.country))) {
    throw failures.invalidPayload([{ field: 'country', message: V.countryRequired }]);
  }

  const now = new Date();
  const consent = await consentTexts(db, payload.language);
  const confirm = newConfirmToken();
  const signUp = {
    firstName: payload.firstName,
    lastName: payload.lastName,
    company: payload.company,
    country: payload.country,
    jobTitle: payload.jobTitle,
    langId: payload.language,
    legalConsentText: consent.legal,
    marketingConsent: payload.marketingConsent,
    marketingConsentText: consent.marketing,
    consentVersion: NEWSLETTER_CONSENT_VERSION,
    signedUpAt: now,
    signedUpAddress: clientAddress,
    confirmTokenHash: confirm.hash,
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_HOURS * 3_600_000),
    confirmedAt: null,
    confirmedAddress: null,
    unsubscribedAt: null,
  };

  const id = randomUUID();
  const [created] = await db
    .insert(newsletterSubscribers)
    .values({ id, email, ...signUp, unsubscribeTokenHash: (await unsubscribeToken(db, id)).hash, lastMailedAt: now })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (created) {
    await mailConfirmation(ctx, { id, email, ...signUp }, confirm.token);
    return PENDING;
  }

  const [known] = await db
    .select({
      id: newsletterSubscribers.id,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  // Subscribed already: nothing changes and nobody is told. Waiting or unsubscribed: a new double opt-in.
  if (!known || (known.confirmedAt && !known.unsubscribedAt)) return PENDING;
  if (!(await claimMailSlot(db, known.id, now))) return PENDING;
  await db.update(newsletterSubscribers).set(signUp).where(eq(newsletterSubscribers.id, known.id));
  await mailConfirmation(ctx, { id: known.id, email, ...signUp }, confirm.token);
  return PENDING;
};
