import { expect } from 'vitest';
import { startTestOidcProvider } from '../test/oidc-provider.ts';
import type { TestOidcAccount, TestOidcProvider } from '../test/oidc-provider.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** Set-up shared by the tests of the provider routes. */

export const PUBLIC_URL = 'http://portal.test';

/**
 * A test identity provider with `accounts`, and an app at PUBLIC_URL that offers it both as single sign-on and as
 * the professional network. `env` adds to the app's configuration. Close both in `afterAll`.
 */
export async function startSsoTestApp(
  accounts: TestOidcAccount[],
  env: Record<string, string> = {},
): Promise<{ idp: TestOidcProvider; t: TestApp }> {
  const idp = await startTestOidcProvider({
    redirectUris: [`${PUBLIC_URL}/sso/callback`],
    postLogoutRedirectUri: `${PUBLIC_URL}/sso/logged-out`,
    accounts,
  });
  const provider = (name: string) => ({
    provider: name,
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
  });
  const t = await createTestApp({
    env: { PUBLIC_URL, ...env, OIDC_PROVIDERS: JSON.stringify([provider('sso'), provider('linkedin')]) },
  });
  return { idp, t };
}

/** The portal's redirect, as a URL relative to the portal. */
export function locationOf(response: { statusCode: number; headers: Record<string, unknown> }): URL {
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location), PUBLIC_URL);
}
