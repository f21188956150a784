import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { confirmedSubscriber, subscriberRow } from './newsletter-test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const oneClick = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/newsletter/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribeNewsletter', () => {
  it('unsubscribes by the button of the page, and a second click is no error', async () => {
    const { email, unsubscribe } = await confirmedSubscriber(t);
    expect(dataOf(await t.call('unsubscribeNewsletter', { token: unsubscribe }))).toEqual({ status: 'unsubscribed' });
    const row = await subscriberRow(t, email);
    expect(row.unsubscribedAt).not.toBeNull();
    expect(dataOf(await t.call('unsubscribeNewsletter', { token: unsubscribe }))).toEqual({ status: 'unsubscribed' });
    expect((await subscriberRow(t, email)).unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('answers an unknown token with newsletter_link_invalid', async () => {
    const result = await t.call('unsubscribeNewsletter', { token: 'no-such-token' });
    expect(errorOf(result)).toEqual({ code: 'newsletter_link_invalid', message: 'newsletter.linkInvalid' });
  });
});

describe('POST /newsletter/unsubscribe/:token (RFC 8058 one-click)', () => {
  it('unsubscribes without an XSRF token, answering 200 with a short text', async () => {
    const { email, unsubscribe } = await confirmedSubscriber(t);
    const response = await oneClick(unsubscribe);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Unsubscribed.\n');
    expect((await subscriberRow(t, email)).unsubscribedAt).not.toBeNull();
  });

  it('takes a multipart body too, as some mail clients send it', async () => {
    const { email, unsubscribe } = await confirmedSubscriber(t);
    const boundary = 'x-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe/${unsubscribe}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(200);
    expect((await subscriberRow(t, email)).unsubscribedAt).not.toBeNull();
  });

  it('answers 404 for an unknown token', async () => {
    const response = await oneClick('no-such-token');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('Unknown unsubscribe link.\n');
  });

  it('never unsubscribes on a GET of the link (a link scanner, a preview)', async () => {
    const { email, unsubscribe } = await confirmedSubscriber(t);
    for (const method of ['GET', 'HEAD'] as const) {
      await t.app.inject({ method, url: `/newsletter/unsubscribe/${unsubscribe}` });
      await t.app.inject({ method, url: `/newsletter/unsubscribe/${unsubscribe}?List-Unsubscribe=One-Click` });
    }
    expect((await subscriberRow(t, email)).unsubscribedAt).toBeNull();
  });
});
