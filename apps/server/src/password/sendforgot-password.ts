import { isCompanyEmail } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { useCaptcha } from '../shared/captcha.ts';
import { users } from '../db/schema/index.ts';
import { mailRecipientColumns, sendResetMail } from '../shared/link-mails.ts';
import { prepareLink } from '../shared/one-time-codes.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { FORGOT_PASSWORD_THROTTLE } from './throttles.ts';

/**
 * sendforgotPassword: after the captcha, the company-domain rule (121) and the throttle, always `Sent`. The link
 * and code are made for every address (the same work), but stored and mailed only for an account; the mail
 * goes out in the background, so the answer's timing does not tell whether the account exists.
 */
export const sendforgotPassword: Handler<'sendforgotPassword'> = async ({ email, captcha }, ctx) => {
  const { db, config, clientAddress } = ctx;
  if (!(await useCaptcha(db, config, captcha))) throw passwordOutcomes.captchaInvalid();
  const address = email.toLowerCase();
  if (isCompanyEmail(address, config.companyEmailDomains)) throw passwordOutcomes.companyEmail();

  const keys = ruleKeys(FORGOT_PASSWORD_THROTTLE, address, clientAddress);
  if (await isThrottled(db, FORGOT_PASSWORD_THROTTLE, keys)) throw failures.tooManyRequests();
  await recordAttempt(db, FORGOT_PASSWORD_THROTTLE, keys);

  const [user] = await db.select(mailRecipientColumns).from(users).where(eq(users.email, address)).limit(1);
  const link = prepareLink('reset');
  if (user) await sendResetMail(ctx, user, link);
  return { data: { status: 'Sent' } };
};
