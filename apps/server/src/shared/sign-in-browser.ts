import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser binding of provider sign-in: a random value in an httpOnly cookie, set when a sign-in starts. The
 * callback must come back to the browser that started it (no one can push their own callback into a victim's
 * browser), and the login token it leaves works only there (a forwarded /login?token=… link signs nobody in).
 */
export const SIGN_IN_BROWSER_COOKIE = 'labbench_sign_in';
const LIFETIME_S = 10 * 60;
const SHAPE = /^[\w-]{43}$/;

export function hashBrowserBinding(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}

/** The binding this request carries, when it has a well-formed one. */
export function browserBindingOf(cookies: Readonly<Record<string, string | undefined>>): string | null {
  const value = cookies[SIGN_IN_BROWSER_COOKIE];
  return value && SHAPE.test(value) ? value : null;
}

/** The browser's binding, made and set when it has none yet; two tabs signing in at once share it. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, https: boolean): string {
  const binding = browserBindingOf(request.cookies) ?? randomBytes(32).toString('base64url');
  // Lax: sent on the provider's top-level redirect back to the callback, and on our own API calls.
  void reply.setCookie(SIGN_IN_BROWSER_COOKIE, binding, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: https,
    maxAge: LIFETIME_S,
  });
  return binding;
}

export function sameBrowser(binding: string | null, expectedHash: string): boolean {
  if (!binding || !expectedHash) return false;
  return timingSafeEqual(Buffer.from(hashBrowserBinding(binding), 'hex'), Buffer.from(expectedHash, 'hex'));
}
