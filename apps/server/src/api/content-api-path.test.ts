import { XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

/** §3 contentApiBasePath: CONTENT_API_BASE_PATH answers the content domain's requests at a path of its own too. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_API_BASE_PATH: '/content-api' } });
});
afterAll(() => t.close());

function postAt(path: string, name: string, payload: unknown, xsrf: string | null = t.xsrf) {
  return t.app.inject({
    method: 'POST',
    url: `${path}?request=${encodeURIComponent(name)}`,
    headers: { 'content-type': 'application/json', ...(xsrf === null ? {} : { [XSRF_HEADER]: xsrf }) },
    cookies: { [XSRF_COOKIE]: t.xsrf },
    payload: JSON.stringify(payload),
  });
}

describe('the content API path', () => {
  it("answers the content domain's requests there, as /api does", async () => {
    const payload = { section: 'thought-leadership', lang: 'en', page: 1 };
    const there = await postAt('/content-api', 'getContentArticles', payload);
    const atApi = await postAt('/api', 'getContentArticles', payload);
    expect(there.statusCode).toBe(200);
    expect(there.json()).toEqual(atApi.json());
  });

  it("answers no other domain's request there: 404 unknown_request, as for a name that does not exist", async () => {
    const response = await postAt('/content-api', 'getSession', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ data: { error: { code: 'unknown_request' } } });
  });

  it('checks the XSRF pair there as well', async () => {
    const response = await postAt('/content-api', 'getContentArticles', { lang: 'en', page: 1 }, null);
    expect(response.statusCode).toBe(403);
  });

  it('keeps crawlers off it (the page learns the path from portal-config-meta.ts)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Disallow: /content-api');
  });
});
