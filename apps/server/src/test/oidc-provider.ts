import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** The claims a test account signs in with. */
export interface TestOidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOidcProviderOptions {
  /** 0 picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The portals' `${PUBLIC_URL}/sso/callback` (one per portal server using this provider). */
  redirectUris: readonly string[];
  /** Allowed after logout; the portal sends `${PUBLIC_URL}/sso/logged-out`. */
  postLogoutRedirectUri?: string;
  accounts: TestOidcAccount[];
}

export interface TestOidcProvider {
  /** `http://127.0.0.1:<port>`: the issuer to put in OIDC_PROVIDERS. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** Accessible names of the login form, for browser tests. */
export const TEST_OIDC_LOGIN_FORM = { label: 'Test identity provider login', field: 'Account', submit: 'Sign in' };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function loginPage(uid: string, accounts: TestOidcAccount[]): string {
  const options = accounts.map((a) => `<option value="${escapeHtml(a.sub)}">${escapeHtml(a.sub)}</option>`).join('');
  const f = TEST_OIDC_LOGIN_FORM;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${f.label}</title></head><body>
<h1>${f.label}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}/login" aria-label="${f.label}">
<label>${f.field} <select name="login">${options}</select></label>
<button type="submit">${f.submit}</button>
</form></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for tests: one confidential client that must use
 * PKCE, the given accounts, and instead of the library's development screens a one-field login form (choose an
 * account, no password) at `/interaction/:uid`. Consent is implied for the client, as for a first-party client,
 * so the login is the only step. API tests post the form with fetch; browser tests click it.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? 'labbench-portal';
  const clientSecret = options.clientSecret ?? 'labbench-portal-test-secret';
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris],
        post_logout_redirect_uris: options.postLogoutRedirectUri ? [options.postLogoutRedirectUri] : [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...jwk, use: 'sig', alg: 'RS256' }] },
    pkce: { required: () => true },
    // Short lives, set explicitly so the library does not print notices about its defaults.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const account = accounts.get(id);
      return Promise.resolve(account && { accountId: id, claims: () => ({ ...account }) });
    },
    // Every scope the client asks for is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = session.grantIdFor(client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      const scope = ctx.oidc.params?.scope;
      grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  });
  const providerCallback = provider.callback();

  const handleInteraction = async (req: IncomingMessage, res: ServerResponse, uid: string, isLogin: boolean) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && !isLogin) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid, [...accounts.values()]));
      return;
    }
    const accountId = (await formBody(req)).get('login') ?? '';
    const result = accounts.has(accountId)
      ? { login: { accountId } }
      : { error: 'access_denied', error_description: 'unknown test account' };
    await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0] ?? '');
    if (!match?.[1]) {
      void providerCallback(req, res);
      return;
    }
    handleInteraction(req, res, match[1], Boolean(match[2]) && req.method === 'POST').catch((error: unknown) => {
      res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Just enough of a browser's cookie handling for one provider host: names and values, deletions honoured. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does at the test provider: follows redirects from the authorization URL, picks `accountId` on
 * the login form, and stops at the first redirect that leaves the provider (the portal's callback), returning it.
 */
export async function signInAtTestProvider(authorizationUrl: string, accountId: string): Promise<URL> {
  const jar = new CookieJar();
  const origin = new URL(authorizationUrl).origin;
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 10; step += 1) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body,
    });
    jar.store(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin !== origin) return url;
      continue;
    }
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action) throw new Error(`provider answered ${response.status}: ${html}`);
    url = new URL(action, url);
    body = new URLSearchParams({ login: accountId });
  }
  throw new Error('the provider never sent the browser back');
}
