import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IMPORT_LIMITS, LANGUAGE_IDS, XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES } from '../../api/dispatcher.ts';
import { createTestApp } from '../test-app.ts';
import type { TestApp } from '../test-app.ts';

let t: TestApp;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  staffToken = await t.tokenFor((await t.createUser({ userType: 'internal' })).email);
});
afterAll(() => t.close());

const TOO_LARGE = { data: { error: { code: 'payload_too_large', message: 'errors.payloadTooLarge' } } };

/** A JSON body of exactly `bytes` bytes: one long string field. */
const bodyOf = (bytes: number) => `{"email":"${'a'.repeat(bytes - 12)}"}`;

describe('the API body limit', () => {
  it('is 4 MiB: one byte more is answered 413 payload_too_large in the envelope, at once', async () => {
    expect(API_BODY_LIMIT_BYTES).toBe(4 * 1024 * 1024);
    const started = performance.now();
    const over = await t.callRaw('checkEmailIdAlreadyExist', null, { rawBody: bodyOf(API_BODY_LIMIT_BYTES + 1) });
    expect(performance.now() - started).toBeLessThan(1000);
    expect({ status: over.status, body: over.body }).toEqual({ status: 413, body: TOO_LARGE });
    // At the limit the body is read, and the schema answers for it.
    const at = await t.callRaw('checkEmailIdAlreadyExist', null, { rawBody: bodyOf(API_BODY_LIMIT_BYTES) });
    expect(at.status).toBe(400);
    expect(at.body).toMatchObject({ data: { error: { code: 'invalid_payload' } } });
  });

  it('holds for a body sent in chunks without a length, stopped as soon as it is over', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(256 * 1024, 'a');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api?request=checkEmailIdAlreadyExist',
          headers: {
            'content-type': 'application/json',
            [XSRF_HEADER]: t.xsrf,
            cookie: `${XSRF_COOKIE}=${t.xsrf}`,
            'transfer-encoding': 'chunked',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (data: Buffer) => (body += data.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.write('{"email":"');
      // Twice the limit is offered; the answer comes once the limit is passed, whatever the client goes on sending.
      const write = (left: number) => {
        if (left === 0 || sent.destroyed) return void sent.end();
        if (sent.write(chunk)) write(left - 1);
        else sent.once('drain', () => write(left - 1));
      };
      write((2 * API_BODY_LIMIT_BYTES) / chunk.length);
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
  });

  it('lets through the largest chunk the import screen sends: one row of the widest longest cells', async () => {
    // Every character a control character: JSON writes each as \u00XX, six bytes, the most any character takes.
    const cell = '\u0001'.repeat(IMPORT_LIMITS.maxCellLength);
    const payload: PayloadOf<'stageAnswerImportRows'> = {
      importId: '00000000-0000-4000-8000-000000000000',
      offset: 0,
      rows: [{ row: 2, cells: Array.from({ length: IMPORT_LIMITS.maxColumns }, () => cell) }],
    };
    const body = JSON.stringify(payload);
    expect(Buffer.byteLength(body)).toBeGreaterThan(3_500_000);
    expect(Buffer.byteLength(body)).toBeLessThan(API_BODY_LIMIT_BYTES);
    const result = await t.callRaw('stageAnswerImportRows', null, { rawBody: body, token: staffToken });
    expect(result.status).not.toBe(413);
    expect(result.status).toBeLessThan(500);
  });

  it('refuses a large body without the XSRF header before reading it', async () => {
    const result = await t.callRaw('getSession', null, { rawBody: bodyOf(API_BODY_LIMIT_BYTES + 1), xsrfHeader: null });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ data: { error: { code: 'xsrf_mismatch' } } });
  });

  it('has its message in every language the portal serves', async () => {
    for (const language of LANGUAGE_IDS) {
      const file = await t.app.inject({ method: 'GET', url: `/assets/i18n/${language}.json` });
      const texts = file.json<{ errors: Record<string, string> }>();
      expect(texts.errors.payloadTooLarge, language).toMatch(/\S/);
    }
  });
});
