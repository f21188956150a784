import { isValidEmail } from '@labbench/contract';
import type { ProviderClaims } from './provider-accounts.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The claims the portal needs, or the reason they are unusable. An address the provider says it has not verified
 * (`email_verified: false`) could belong to anybody, so it never reaches an account.
 */
export function readProviderClaims(claims: Record<string, unknown>): ProviderClaims | string {
  const sub = text(claims.sub);
  const email = text(claims.email).trim().toLowerCase();
  if (!sub) return 'no sub claim';
  if (!email) return 'no email claim';
  if (claims.email_verified === false) return 'email not verified by the provider';
  if (!isValidEmail(email)) return 'email claim is not a usable address';
  return { sub, email, givenName: text(claims.given_name), familyName: text(claims.family_name) };
}
