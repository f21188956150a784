import { REPORT_FILE_NAME, XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiFailure } from './errors.ts';
import type { ApiRegistry } from './handler.ts';
import { createTestApp } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

const BYTES = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff]);

/** A file request (`file` on the definition) apart from the contract's, which needs a browser to answer. */
const definitions = {
  file: {
    payload: z.object({ fail: z.boolean() }),
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    access: 'public',
    file: { contentType: 'application/pdf', fileName: `${REPORT_FILE_NAME}.pdf` },
  },
  /** A file whose name the web gives (a CSV or XLSX export): no name from the server, never the report's. */
  unnamed: {
    payload: z.object({}),
    response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
    access: 'public',
    file: { contentType: 'text/csv' },
  },
} as const;

const registry: ApiRegistry<typeof definitions> = {
  definitions,
  handlers: {
    file: ({ fail }) => {
      if (fail) throw new ApiFailure(503, { code: 'report_busy', message: 'errors.reportBusy' });
      return { data: BYTES };
    },
    unnamed: () => ({ data: BYTES }),
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registry });
});
afterAll(() => t.close());

const call = (payload: unknown, request = 'file') =>
  t.app.inject({
    method: 'POST',
    url: `/api?request=${request}`,
    headers: { 'content-type': 'application/json', [XSRF_HEADER]: t.xsrf },
    cookies: { [XSRF_COOKIE]: t.xsrf },
    payload: JSON.stringify(payload),
  });

describe('dispatcher: a file request', () => {
  it('sends a file without a name of its own as a plain attachment, never under the report’s name', async () => {
    const response = await call({}, 'unnamed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('sends the bytes as the body with the content type, as an attachment named after the report, never cached', async () => {
    const response = await call({ fail: false });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${REPORT_FILE_NAME}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload]).toEqual([...BYTES]);
  });

  it('keeps failures as JSON envelopes with their status', async () => {
    const failed = await call({ fail: true });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ data: { error: { code: 'report_busy', message: 'errors.reportBusy' } } });
    const invalid = await call({ fail: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ data: { error: { code: 'invalid_payload' } } });
  });
});
