import { CHINA_LINKEDIN_PATH, SIGN_IN_CALLBACK_PATH, SIGN_IN_PROVIDERS } from '@labbench/contract';
import type { SignInProvider } from '@labbench/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { prepareLink, storeLink } from '../shared/one-time-codes.ts';
import { loginTokenRedirect, signInFailedRedirect } from './login-redirects.ts';
import { DEFAULT_SCOPE, oidcClient, providerConfig } from './oidc-clients.ts';
import { accountForIdentity } from './provider-accounts.ts';
import { readProviderClaims } from './provider-claims.ts';
import { bindBrowser, browserBindingOf, hashBrowserBinding, sameBrowser } from '../shared/sign-in-browser.ts';
import { storeSignInRequest, takeSignInRequest } from './sign-in-requests.ts';

/** The two provider sign-ins the spec starts with a GET of the API address (the dispatcher owns POST /api). */
const API_START_REQUESTS = new Map<string, SignInProvider>([
  ['loginByLinkedin', 'linkedin'],
  ['loginByFacebook', 'facebook'],
]);

type Query = Record<string, string | undefined>;

const redirect = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

/**
 * The state starts with the provider's name, so even a callback whose request row is gone (expired, used,
 * tampered) can tell the login page which provider failed. The random part is what is checked.
 */
function providerOfState(state: string): SignInProvider {
  const prefix = state.slice(0, state.indexOf('.'));
  return SIGN_IN_PROVIDERS.find((p) => p === prefix) ?? 'sso';
}

function failed(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: SignInProvider,
  reason: string,
  sameWindow = false,
) {
  request.log.warn({ provider, reason }, 'provider sign-in failed');
  return redirect(reply, signInFailedRedirect(provider, sameWindow));
}

/** Sends the browser to the provider with a fresh state, nonce and PKCE verifier kept in the database. */
async function startSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config }: { db: Database; config: Config },
  provider: SignInProvider,
  sameWindow: boolean,
) {
  const settings = providerConfig(config, provider);
  if (!settings) return failed(request, reply, provider, 'provider not configured', sameWindow);
  let client;
  try {
    client = await oidcClient(settings);
  } catch (error) {
    return failed(request, reply, provider, `discovery failed: ${String(error)}`, sameWindow);
  }
  const state = `${provider}.${randomState()}`;
  const nonce = randomNonce();
  const codeVerifier = randomPKCECodeVerifier();
  const binding = bindBrowser(request, reply, config.publicUrl.startsWith('https://'));
  await storeSignInRequest(db, state, {
    provider,
    codeVerifier,
    nonce,
    sameWindow,
    browserHash: hashBrowserBinding(binding),
  });
  const url = buildAuthorizationUrl(client, {
    redirect_uri: `${config.publicUrl}${SIGN_IN_CALLBACK_PATH}`,
    response_type: 'code',
    scope: settings.scope ?? DEFAULT_SCOPE,
    state,
    nonce,
    code_challenge: await calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return redirect(reply, url.href);
}

/** The provider's answer: code for tokens, claims, account, and a one-time login token for the login page. */
async function finishSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, config }: { db: Database; config: Config },
) {
  const search = request.url.slice(request.url.indexOf('?') + 1 || request.url.length);
  // The redirect_uri sent to the token endpoint is taken from this URL, so it must be the registered one.
  const currentUrl = new URL(`${config.publicUrl}${SIGN_IN_CALLBACK_PATH}${search ? `?${search}` : ''}`);
  const state = currentUrl.searchParams.get('state') ?? '';
  const pending = state ? await takeSignInRequest(db, state) : null;
  if (!pending) return failed(request, reply, providerOfState(state), 'unknown, used or expired state');
  const { provider, sameWindow } = pending;
  const binding = browserBindingOf(request.cookies);
  if (!binding || !sameBrowser(binding, pending.browserHash)) {
    return failed(request, reply, provider, 'callback reached a browser that did not start the sign-in', sameWindow);
  }
  const settings = providerConfig(config, provider);
  if (!settings) return failed(request, reply, provider, 'provider no longer configured', sameWindow);

  let claims: Record<string, unknown>;
  try {
    const client = await oidcClient(settings);
    const tokens = await authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error('no ID token');
    claims = { ...idToken };
    // Many providers put the address only in userinfo.
    if (typeof claims.email !== 'string' && client.serverMetadata().userinfo_endpoint) {
      claims = { ...(await fetchUserInfo(client, tokens.access_token, idToken.sub)), ...idToken };
    }
  } catch (error) {
    return failed(request, reply, provider, error instanceof Error ? error.message : String(error), sameWindow);
  }

  const identity = readProviderClaims(claims);
  if (typeof identity === 'string') return failed(request, reply, provider, identity, sameWindow);
  const link = prepareLink('login', binding);
  try {
    await storeLink(db, await accountForIdentity(db, config, provider, identity), link);
  } catch (error) {
    // E.g. two first sign-ins of one address at once: the loser tries again, the browser sees no internals.
    return failed(request, reply, provider, `account: ${String(error)}`, sameWindow);
  }
  return redirect(reply, loginTokenRedirect(provider, link.token, sameWindow));
}

/**
 * Start, callback and single-logout routes of OpenID Connect sign-in (docs/build-plan.md "Sign-in providers").
 * Nothing about a sign-in in progress is kept in the process: any process may serve any step.
 */
export function registerSignInRoutes(app: FastifyInstance, db: Database, config: Config): void {
  const deps = { db, config };
  const sameWindowOf = (request: FastifyRequest<{ Querystring: Query }>) => request.query.samewindow === '1';

  app.get<{ Querystring: Query }>('/sso/index.php', (request, reply) =>
    startSignIn(request, reply, deps, 'sso', sameWindowOf(request)),
  );
  app.get<{ Querystring: Query }>('/sso/ciam/index.php', (request, reply) =>
    startSignIn(request, reply, deps, 'ciam', sameWindowOf(request)),
  );
  // The China site opens the professional network here, always in the same window.
  app.get(CHINA_LINKEDIN_PATH, (request, reply) => startSignIn(request, reply, deps, 'linkedin', true));
  app.get<{ Querystring: Query }>('/api', (request, reply) => {
    const provider = API_START_REQUESTS.get(request.query.request ?? '');
    if (!provider) return reply.callNotFound();
    return startSignIn(request, reply, deps, provider, sameWindowOf(request));
  });
  app.get(SIGN_IN_CALLBACK_PATH, (request, reply) => finishSignIn(request, reply, deps));
}
