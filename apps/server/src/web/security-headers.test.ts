import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { fillPageBoot } from './page-boot.ts';

let t: TestApp;
/** Behind a load balancer at 10.0.0.5 (TRUST_PROXY), and the same with an https PUBLIC_URL. */
let proxied: FastifyInstance;
let httpsSite: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await buildApp(testConfig({ TRUST_PROXY: '10.0.0.5' }), t.db);
  httpsSite = await buildApp(testConfig({ PUBLIC_URL: 'https://bench.example' }), t.db);
});
afterAll(async () => {
  await proxied.close();
  await httpsSite.close();
  await t.close();
});

const HSTS = 'strict-transport-security';

/** The directives of a CSP header: name → sources. */
function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the security headers', () => {
  it('allow scripts from this origin only: no inline script, no eval, no plugins, no foreign base', async () => {
    for (const url of ['/', '/survey-form/some-token', '/geo/country']) {
      const csp = directives((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.has('script-src-elem') || csp.has('script-src-attr'), url).toBe(false);
    }
  });

  it('let only our own pages frame ours (the survey form in the survey page)', async () => {
    for (const url of ['/', '/survey-form/some-token', '/sso/logged-out']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('send HSTS when a trusted proxy says the request came over HTTPS, never over plain HTTP', async () => {
    const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/geo/country', remoteAddress, headers });
    const https = { 'x-forwarded-proto': 'https' };
    expect((await get(proxied, '10.0.0.5', https)).headers[HSTS]).toBe('max-age=31536000; includeSubDomains');
    expect((await get(proxied, '10.0.0.5')).headers[HSTS]).toBeUndefined();
    expect((await get(proxied, '10.0.0.5', { 'x-forwarded-proto': 'http' })).headers[HSTS]).toBeUndefined();
    // Anyone else may not decide how the request came: without TRUST_PROXY, or from an address it does not name.
    expect((await get(proxied, '192.0.2.7', https)).headers[HSTS]).toBeUndefined();
    expect((await get(t.app, '127.0.0.1', https)).headers[HSTS]).toBeUndefined();
    expect((await get(t.app, '127.0.0.1')).headers[HSTS]).toBeUndefined();
  });

  it('send HSTS on every answer, API failures included, when PUBLIC_URL is https', async () => {
    expect((await httpsSite.inject({ method: 'GET', url: '/' })).headers[HSTS]).toMatch(/^max-age=31536000/);
    const refused = await httpsSite.inject({ method: 'POST', url: '/api?request=getSession', payload: '{}' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers[HSTS]).toMatch(/^max-age=31536000/);
  });

  it('name no server software, over a real connection', async () => {
    await proxied.listen({ port: 0, host: '127.0.0.1' });
    const { port } = proxied.server.address() as AddressInfo;
    for (const path of ['/', '/geo/country', '/api?request=getSession', '/no-such-file.js']) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method: path.startsWith('/api') ? 'POST' : 'GET',
      });
      expect(response.headers.get('server'), path).toBeNull();
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('answer the API as JSON the browser may not sniff as HTML', async () => {
    const result = await t.app.inject({
      method: 'POST',
      url: '/api?request=getSession',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': t.xsrf },
      cookies: { 'XSRF-TOKEN': t.xsrf },
      payload: '{"x":"<script>alert(1)</script>"}',
    });
    expect(result.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(result.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('index.html', () => {
  it('runs no inline script: every script is a file of this origin or a JSON data block', async () => {
    const html = await readFile(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      const isData = /type="application\/json"/.test(attributes);
      const isFile = /\bsrc="\/[^/]/.test(attributes);
      expect(isData || (isFile && body.trim() === ''), attributes).toBe(true);
    }
  });

  it('keeps texts with markup inside its page-boot data block', () => {
    const empty = '<body><script type="application/json" id="page-boot"></script></body>';
    const texts = JSON.stringify({ a: '</script><script>window.__xss=1</script>', b: '<!-- <script>' });
    const html = fillPageBoot(empty, { country: 'TH', language: 'en', texts });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="page-boot">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect((JSON.parse(json) as { texts: unknown }).texts).toEqual(JSON.parse(texts));
  });
});
