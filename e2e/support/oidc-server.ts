/**
 * A real OpenID Connect provider for the browser tests of provider sign-in (project `sso`): the server part's
 * test provider (`apps/server/src/test/oidc-provider.ts`, the `oidc-provider` package) with the accounts below,
 * on a fixed port. playwright.config.ts starts it as a web server and points the `sso` portal server at it:
 *
 *   node --import tsx e2e/support/oidc-server.ts
 *
 * The provider's login form asks which account to sign in as (no password). Stops on SIGTERM or SIGINT.
 * Importing this file (playwright.config.ts, the specs) only reads the constants.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHINA_PORT } from './constants.ts';

/** The portal server of project `sso`: providers configured, its own data directory. */
export const SSO_PORT = 3104;
/** The OpenID Connect provider. */
export const OIDC_PORT = 3105;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT_ID = 'labbench-portal';
export const OIDC_CLIENT_SECRET = 'labbench-portal-e2e-secret';
/** The company's own e-mail domain on the `sso` server (COMPANY_EMAIL_DOMAINS): its people must use single sign-on. */
export const COMPANY_DOMAIN = 'corp.example';

/** Accounts at the provider; each test signs in with its own, so the tests can run in parallel. */
export const OIDC_ACCOUNTS = {
  /** A company employee: a first single sign-on creates an internal (staff) account. */
  employee: {
    sub: 'pat-employee',
    email: `pat.employee@${COMPANY_DOMAIN}`,
    email_verified: true,
    given_name: 'Pat',
    family_name: 'Employee',
  },
  /** A company employee who first tries the password form. */
  forcedEmployee: {
    sub: 'fay-employee',
    email: `fay.employee@${COMPANY_DOMAIN}`,
    email_verified: true,
    given_name: 'Fay',
    family_name: 'Employee',
  },
  /** Someone outside the company signing in through the professional network. */
  member: {
    sub: 'kim-member',
    email: 'kim.member@network.example',
    email_verified: true,
    given_name: 'Kim',
    family_name: 'Member',
  },
  /** A partner's user signing on from the China site's footer. */
  chinaPartner: {
    sub: 'wei-partner',
    email: 'wei.partner@partner.example',
    email_verified: true,
    given_name: 'Wei',
    family_name: 'Partner',
  },
  /** Someone outside the company signing on: a new external account without a lab. */
  labless: {
    sub: 'noa-outside',
    email: 'noa.outside@clinic.example',
    email_verified: true,
    given_name: 'Noa',
    family_name: 'Outside',
  },
  /** A professional-network member whose name at the provider is markup (e2e/tests/markup.spec.ts). */
  markup: {
    sub: 'max-markup',
    email: 'max.markup@network.example',
    email_verified: true,
    given_name: '<img src=x onerror=window.__xss=1>',
    family_name: '<script>window.__xss=1</script>',
  },
  /** Another professional-network member: a new account that has not been asked for consent. */
  newMember: {
    sub: 'lee-member',
    email: 'lee.member@network.example',
    email_verified: true,
    given_name: 'Lee',
    family_name: 'Member',
  },
} as const;

/** The `OIDC_PROVIDERS` of the `sso` server: single sign-on and the professional network, both at this provider. */
export const SSO_SERVER_PROVIDERS = JSON.stringify(
  (['sso', 'linkedin'] as const).map((provider) => ({
    provider,
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
  })),
);

async function main() {
  const { startTestOidcProvider } = await import('../../apps/server/src/test/oidc-provider.ts');
  const provider = await startTestOidcProvider({
    port: OIDC_PORT,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    redirectUris: [SSO_PORT, CHINA_PORT].map((port) => `http://127.0.0.1:${port}/sso/callback`),
    postLogoutRedirectUri: `http://127.0.0.1:${SSO_PORT}/sso/logged-out`,
    accounts: Object.values(OIDC_ACCOUNTS),
  });
  console.log(`OpenID Connect provider at ${provider.issuer}`);
  const stop = () => {
    void provider.close().finally(() => process.exit(0));
    // Never hang on a connection a browser keeps open.
    setTimeout(() => process.exit(0), 2_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error('OpenID Connect provider:', error);
    process.exit(1);
  });
}
