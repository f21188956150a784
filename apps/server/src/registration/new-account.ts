import { isCompanyEmail } from '@labbench/contract';
import { failures } from '../api/errors.ts';
import type { HandlerContext } from '../api/handler.ts';
import { hashPassword } from '../shared/password.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { useCaptcha } from '../shared/captcha.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { registrationFailures } from '../commands/registration-failures.ts';
import { isListedCountry, optionalText } from '../commands/labs.ts';
import { REGISTRATION_THROTTLE } from './throttles.ts';

interface NewAccountRequest {
  email: string;
  Password: string;
  captcha: string;
  countryCode: string;
}

/**
 * The checks of a public registration, in order: captcha (the same answer as forgot password), throttle (every
 * attempt counts), company domain, listed country. The password is hashed here, before the database is asked
 * whether the address is taken, so the answer's timing does not depend on it.
 */
export async function admitNewAccount(
  request: NewAccountRequest,
  { db, config, clientAddress }: HandlerContext,
): Promise<{ email: string; passwordHash: string }> {
  if (!(await useCaptcha(db, config, request.captcha))) throw passwordOutcomes.captchaInvalid();
  const email = request.email.toLowerCase();
  const keys = ruleKeys(REGISTRATION_THROTTLE, email, clientAddress);
  if (await isThrottled(db, REGISTRATION_THROTTLE, keys)) throw failures.tooManyRequests();
  await recordAttempt(db, REGISTRATION_THROTTLE, keys);

  if (isCompanyEmail(email, config.companyEmailDomains)) throw registrationFailures.companyUser();
  if (!(await isListedCountry(db, request.countryCode))) throw registrationFailures.countryNotListed('countryCode');
  return { email, passwordHash: await hashPassword(request.Password) };
}

/**
 * Inserts the account; an address already taken (also by a registration running at the same moment) is refused
 * through the unique index, which rolls back the caller's transaction.
 */
export async function insertAccount(db: Database, values: typeof users.$inferInsert): Promise<string> {
  const [user] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) throw registrationFailures.emailInUse();
  return user.id;
}

/** Where the registrant arrived from (§3 campaignUser, userCountry): taken from the address and detection, not asked. */
export function arrivalOf(payload: { campaignUser?: string | undefined; userCountry?: string | undefined }) {
  return { campaign: optionalText(payload.campaignUser), arrivalCountry: payload.userCountry ?? null };
}
