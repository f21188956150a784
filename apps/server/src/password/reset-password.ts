import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { clearAccountFailures, throttleKeys } from '../shared/login-throttle.ts';
import { hashPassword } from '../shared/password.ts';
import { isThrottled, recordAttempt, ruleKeys } from '../shared/throttle.ts';
import {
  claimCodeTry,
  codeMatches,
  findLiveLink,
  hashLinkToken,
  invalidateLinks,
  useLink,
} from '../shared/one-time-codes.ts';
import { passwordOutcomes } from '../commands/password-outcomes.ts';
import { storeNewPassword } from './store-password.ts';
import { OTP_THROTTLE } from './throttles.ts';

/**
 * resetPassword (confirm-password screen): the mailed code with its link sets a new password. Every code tried
 * counts against the link (at most 5), a wrong one also against the account and the client; wrong, expired and
 * used codes all answer 104. Success verifies the address (the code came by mail) and signs the user out everywhere.
 */
export const resetPassword: Handler<'resetPassword'> = async ({ token, otp, newPassword }, { db, clientAddress }) => {
  const link = await findLiveLink(db, token, 'reset');
  const keys = ruleKeys(OTP_THROTTLE, link?.userId ?? hashLinkToken(token), clientAddress);
  if (await isThrottled(db, OTP_THROTTLE, keys)) throw failures.tooManyRequests();
  if (!link || !(await claimCodeTry(db, link.id)) || !codeMatches(link, otp)) {
    await recordAttempt(db, OTP_THROTTLE, keys);
    throw passwordOutcomes.otpExpired();
  }

  const passwordHash = await hashPassword(newPassword);
  const changed = await db.transaction(async (tx) => {
    if (!(await useLink(tx, link.id))) return false;
    await invalidateLinks(tx, link.userId, 'reset');
    await storeNewPassword(tx, link.userId, passwordHash, { markEmailVerified: true });
    return true;
  });
  if (!changed) throw passwordOutcomes.otpExpired();
  // Whoever was locked out of sign-in by wrong passwords can sign in with the new one at once.
  await clearAccountFailures(db, throttleKeys(link.email, clientAddress));
  return { data: { status: 'Success' } };
};
