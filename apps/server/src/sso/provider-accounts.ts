import { randomBytes } from 'node:crypto';
import { LIMITS, isCompanyEmail } from '@labbench/contract';
import type { SignInProvider, UserType } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../shared/password.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { userIdentities, users } from '../db/schema/index.ts';

/** What the portal takes from a provider's ID token or userinfo. */
export interface ProviderClaims {
  sub: string;
  /** Lowercased; the caller has checked the provider verified it. */
  email: string;
  givenName: string;
  familyName: string;
}

const SOCIAL: readonly SignInProvider[] = ['linkedin', 'facebook'];

/** The kind of account a first sign-in creates (docs/decisions.md, provider sign-in). */
function newAccountKind(config: Config, provider: SignInProvider, email: string) {
  if (provider === 'sso' && isCompanyEmail(email, config.companyEmailDomains)) {
    return { userType: 'internal' as UserType, preregisterUser: false, preRegStatus: 'complete' as const };
  }
  const userType: UserType = SOCIAL.includes(provider) ? 'contentreader' : 'external';
  return { userType, preregisterUser: true, preRegStatus: 'incomplete' as const };
}

/** A password nobody knows: the account signs in through its provider, or sets one with "forgot password". */
const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

const name = (value: string) => value.trim().slice(0, LIMITS.maxTextLength);

/**
 * The account of a provider identity: the one linked to (provider, sub); else the account with the verified
 * address, which is then linked; else a new account. Returns the user id.
 */
export async function accountForIdentity(
  db: Database,
  config: Config,
  provider: SignInProvider,
  claims: ProviderClaims,
): Promise<string> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, claims.sub)))
    .limit(1);
  if (linked) return linked.userId;

  const social = SOCIAL.includes(provider);
  const [existing] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, claims.email))
    .limit(1);
  const passwordHash = await unusablePasswordHash();

  return db.transaction(async (tx) => {
    let userId: string;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({
          // The provider proved the mailbox. A password chosen by whoever registered the unverified address must
          // not survive into the account its owner now uses (pre-registration takeover).
          ...(existing.emailVerified ? {} : { emailVerified: true, passwordHash }),
          ...(social ? { isSocialMediaUser: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: claims.email,
          passwordHash,
          givenName: name(claims.givenName),
          familyName: name(claims.familyName),
          ...newAccountKind(config, provider, claims.email),
          isSocialMediaUser: social,
          emailVerified: true,
          consentChoice: 'didnotask',
        })
        .returning({ id: users.id });
      if (!created) throw new Error('account not created');
      userId = created.id;
    }
    await tx.insert(userIdentities).values({ provider, subject: claims.sub, userId }).onConflictDoNothing();
    return userId;
  });
}
