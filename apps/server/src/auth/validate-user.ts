import { ERROR_CODES, STRING_ERROR_CODES, isCompanyEmail, loginValidationFields } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { ApiFailure, failures } from '../api/errors.ts';
import type { Handler, HandlerContext } from '../api/handler.ts';
import { useCaptcha } from '../shared/captcha.ts';
import { labs, users } from '../db/schema/index.ts';
import { codeMatches, findLiveLink, useLink } from '../shared/one-time-codes.ts';
import { browserBindingOf } from '../shared/sign-in-browser.ts';
import {
  clearAccountFailures,
  isLoginThrottled,
  needsLoginCaptcha,
  recordLoginFailure,
  throttleKeys,
} from '../shared/login-throttle.ts';
import { verifyPassword } from '../shared/password.ts';
import { createSession } from '../shared/sessions.ts';
import { toSession } from '../shared/session-view.ts';

/** A sign-in answer that is not a session: status 200, the error in `data` (docs/build-plan.md). */
const outcome = (code: number | string, message: string, userId?: string) =>
  new ApiFailure(200, { code, message, ...(userId ? { userId } : {}) });

const invalidCredentials = () => outcome(STRING_ERROR_CODES.invalidCredentials, 'errors.invalidCredentials');

type Payload = PayloadOf<'ValidateUser'>;

async function userWithLab(ctx: HandlerContext, where: SQL) {
  const [row] = await ctx.db
    .select({ user: users, lab: labs })
    .from(users)
    .leftJoin(labs, eq(labs.id, users.labId))
    .where(where)
    .limit(1);
  return row;
}

async function startSession(
  ctx: HandlerContext,
  payload: Payload,
  row: NonNullable<Awaited<ReturnType<typeof userWithLab>>>,
) {
  const ttl = payload.remember_me ? ctx.config.sessionRememberTtlS : ctx.config.sessionTtlS;
  const token = await createSession(ctx.db, row.user.id, ttl);
  // Staff see on which site the user last signed in (§3 userLoginFrom); written only when it changes.
  const site = ctx.config.userLoginFrom;
  await ctx.db
    .update(users)
    .set({ lastLoginFrom: site })
    .where(and(eq(users.id, row.user.id), sql`${users.lastLoginFrom} is distinct from ${site}`));
  return { data: toSession(row.user, row.lab), token };
}

/**
 * Token login (§4): the single-use token a provider's sign-in left at /login (2 minutes). The provider checked
 * who it is, so no password outcome applies (110/120/130 are about the password, which was not used).
 */
async function signInWithToken(ctx: HandlerContext, payload: Payload, loginToken: string) {
  const link = await findLiveLink(ctx.db, loginToken, 'login');
  // Only in the browser that started the provider sign-in (its binding cookie is the token's code).
  const binding = browserBindingOf(ctx.cookies);
  if (!link || !binding || !codeMatches(link, binding)) throw invalidCredentials();
  if (!(await useLink(ctx.db, link.id))) throw invalidCredentials();
  const row = await userWithLab(ctx, eq(users.id, link.userId));
  if (!row) throw invalidCredentials();
  return startSession(ctx, payload, row);
}

/**
 * ValidateUser: e-mail and password → Session and a new token; or a provider's login token. A form that fails the
 * sign-in form's own rules is answered 101 with its fields (§8 "login validation event"). Unknown e-mail and
 * wrong password give the same answer after the same work; 110/120/130 go to /change-password with the user id
 * and no token. A company address must use single sign-on when it is configured; after repeated failures a
 * solved captcha is needed (docs/decisions.md).
 */
export const validateUser: Handler<'ValidateUser'> = async (payload, ctx) => {
  const { db, config, clientAddress } = ctx;
  if (payload.loginToken !== undefined || payload.loginType !== undefined) {
    if (!payload.loginToken || !payload.loginType) throw invalidCredentials();
    return signInWithToken(ctx, payload, payload.loginToken);
  }

  const fields = loginValidationFields(payload.email, payload.password);
  if (fields.length > 0) {
    throw new ApiFailure(200, { code: ERROR_CODES.loginValidation, message: 'errors.loginValidation', fields });
  }

  const email = payload.email.toLowerCase();
  const ssoConfigured = config.oidcProviders.some((p) => p.provider === 'sso');
  if (ssoConfigured && isCompanyEmail(email, config.companyEmailDomains)) {
    throw outcome(STRING_ERROR_CODES.ssoRequired, 'errors.forcedSso');
  }
  const keys = throttleKeys(email, clientAddress);
  if (await isLoginThrottled(db, keys)) throw failures.tooManyRequests();
  if (await needsLoginCaptcha(db, keys)) {
    if (!payload.captcha || !(await useCaptcha(db, config, payload.captcha))) {
      throw outcome(STRING_ERROR_CODES.captchaRequired, 'errors.captchaRequired');
    }
  }

  const row = await userWithLab(ctx, eq(users.email, email));
  const passwordOk = await verifyPassword(row?.user.passwordHash, payload.password);
  if (!row || !passwordOk) {
    await recordLoginFailure(db, keys);
    throw invalidCredentials();
  }
  await clearAccountFailures(db, keys);

  const { user } = row;
  if (!user.emailVerified) throw outcome(ERROR_CODES.emailNotVerified, 'errors.emailNotVerified', user.id);
  if (user.passwordExpiresAt && user.passwordExpiresAt.getTime() < Date.now()) {
    throw outcome(ERROR_CODES.passwordExpired, 'errors.passwordExpired', user.id);
  }
  if (user.forceChangePassword) throw outcome(ERROR_CODES.passwordMustChange, 'errors.passwordToBeChanged', user.id);

  return startSession(ctx, payload, row);
};
