import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { mailsTo } from '../test/mail.ts';
import type { CallOptions, TestApp } from '../test/test-app.ts';

let counter = 0;
/** A fresh address per test, so tests share one database without meeting each other's rows or throttles. */
export const freshEmail = (label = 'reader') => `${label}-${Date.now().toString(36)}-${++counter}@news.example`;
/** A fresh client address too (the per-client throttle). */
export const freshClient = () => `198.51.100.${(counter++ % 250) + 1}`;

export function signUpPayload(
  overrides: Partial<PayloadOf<'subscribeNewsletter'>> = {},
): Omit<PayloadOf<'subscribeNewsletter'>, 'captcha'> {
  return {
    firstName: 'Kenji',
    lastName: 'Sato',
    email: freshEmail(),
    company: 'Osaka Clinical Lab',
    country: 'JP',
    jobTitle: 'Laboratory Manager',
    legalConsent: true,
    marketingConsent: false,
    language: 'ja',
    ...overrides,
  };
}

/** subscribeNewsletter with a solved captcha, from a fresh client address unless told. */
export async function signUp(
  t: TestApp,
  overrides: Partial<PayloadOf<'subscribeNewsletter'>> = {},
  options: CallOptions = {},
) {
  const payload = { ...signUpPayload(overrides), captcha: await solveCaptcha(t.app) };
  return t.call('subscribeNewsletter', payload, { remoteAddress: freshClient(), ...options });
}

/** The token of a link `/newsletter/<kind>/<token>` in a mail's text. */
export function linkToken(text: string, kind: 'confirm' | 'unsubscribe'): string {
  const token = new RegExp(`/newsletter/${kind}/([A-Za-z0-9_-]{43})(?:\\s|$)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} link in:\n${text}`);
  return token;
}

/** The newest mail to an address, which must exist. */
export async function lastMailTo(t: TestApp, email: string) {
  const [mail] = await mailsTo(t.db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

export async function subscriberRow(t: TestApp, email: string) {
  const [row] = await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (!row) throw new Error(`no subscriber ${email}`);
  return row;
}

/** Signs up and confirms an address; its unsubscribe token comes back. */
export async function confirmedSubscriber(t: TestApp, overrides: Partial<PayloadOf<'subscribeNewsletter'>> = {}) {
  const email = overrides.email ?? freshEmail();
  await signUp(t, { ...overrides, email });
  const mail = await lastMailTo(t, email);
  await t.call('confirmNewsletter', { token: linkToken(mail.text, 'confirm') });
  return { email, unsubscribe: linkToken(mail.text, 'unsubscribe') };
}

/** Lets an address be mailed again at once (as if the mail interval had passed). */
export async function forgetLastMail(t: TestApp, email: string) {
  await t.db
    .update(newsletterSubscribers)
    .set({ lastMailedAt: new Date(0) })
    .where(eq(newsletterSubscribers.email, email));
}
