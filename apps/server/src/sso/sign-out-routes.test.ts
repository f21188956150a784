import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestOidcProvider } from '../test/oidc-provider.ts';
import type { TestApp } from '../test/test-app.ts';
import { PUBLIC_URL, locationOf, startSsoTestApp } from './test-fixtures.ts';

let idp: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  ({ idp, t } = await startSsoTestApp([]));
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('single logout frames', () => {
  it("sends the frame to the provider's end-session endpoint with where to come back", async () => {
    const url = locationOf(await get('/sso/logout/sso'));
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/session/end`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: idp.clientId,
      post_logout_redirect_uri: `${PUBLIC_URL}/sso/logged-out`,
    });
  });

  it("lets the portal's pages frame the configured providers, and no one else", async () => {
    const csp = String((await get('/sso/logged-out')).headers['content-security-policy']);
    expect(csp).toContain(`frame-src 'self' ${new URL(idp.issuer).origin};`);
  });

  it('answers an empty page, frameable by the own origin only, for unconfigured providers and afterwards', async () => {
    for (const path of ['/sso/logout/ciam', '/sso/logout/unknown', '/sso/logged-out']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
  });
});
