import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptedEnvelope, responseCipher } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { memoryStorage } from '../test/memory-storage.ts';
import type * as ApiClient from './api-client.ts';

/** The key material this page's portal-config carries: the server encrypts answers (ENCRYPT_RESPONSE on). */
const KEY_MATERIAL = { secret: 'web-test-secret-16+', salt: 'web-salt', iv: 'web-iv' };
/** It also sends the content domain's requests to a content API path of its own (§3 contentApiBasePath). */
const portalConfigMeta = {
  getAttribute: () => JSON.stringify({ responseEncryption: KEY_MATERIAL, contentApiBasePath: '/content-api' }),
};

// The session store reads local storage when loaded, the client reads the XSRF cookie and the portal configuration
// (index.html's meta): they stand in here.
vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('document', {
  cookie: '',
  querySelector: (selector: string) => (selector === 'meta[name="portal-config"]' ? portalConfigMeta : null),
});
const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

let client: typeof ApiClient;
beforeAll(async () => {
  client = await import('./api-client.ts');
});

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}

async function failureOf(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(client.ApiCallError);
  return error as InstanceType<typeof client.ApiCallError>;
}

describe('callApi', () => {
  beforeEach(() => fetchMock.mockReset());

  it('resolves with the data when it matches the response schema of the request', async () => {
    answer(200, { data: { exists: true } });
    await expect(client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' })).resolves.toEqual({
      exists: true,
    });
  });

  it('turns an answer that does not match the response schema into "Error in process"', async () => {
    answer(200, { data: { status: 'Pending' } });
    const error = await failureOf(client.callApi('changePassword', { oldPassword: 'x', newPassword: 'y' } as never));
    expect(error.error.message).toBe('errors.processError');
  });

  it("sends the content domain's requests to the content API path and every other to /api", async () => {
    answer(200, { data: { exists: true } });
    await client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api?request=checkEmailIdAlreadyExist');
    answer(200, { data: {} });
    await client.callApi('getContentPage', { lang: 'en', pageType: 'privacy' } as never).catch(() => undefined);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/content-api?request=getContentPage');
  });

  it('turns a missing data field into "Error in process"', async () => {
    answer(200, {});
    const error = await failureOf(client.callApi('sendforgotPassword', { email: 'a@lab.test' } as never));
    expect(error.error.message).toBe('errors.processError');
  });

  it('passes on the error the server sent, with its status', async () => {
    answer(400, { data: { error: { code: 104, message: 'errors.codeInvalid' } } });
    const error = await failureOf(client.callApi('resetPassword', {} as never));
    expect(error.status).toBe(400);
    expect(error.error).toMatchObject({ code: 104, message: 'errors.codeInvalid' });
  });

  it('passes on a 503 database_unavailable as a failure worth trying again, with its message', async () => {
    answer(503, { data: { error: { code: 'database_unavailable', message: 'errors.serviceUnavailable' } } });
    const error = await failureOf(client.callApi('getSession', {}));
    expect(error.error).toEqual({ code: 'database_unavailable', message: 'errors.serviceUnavailable' });
    expect(client.isRetryableFailure(error)).toBe(true);
    answer(500, { data: { error: { code: 'internal_error', message: 'errors.processError' } } });
    expect(client.isRetryableFailure(await failureOf(client.callApi('getSession', {})))).toBe(false);
  });
});

describe('callApi with encrypted answers (§7)', () => {
  beforeEach(() => fetchMock.mockReset());
  const sealed = (data: unknown, material = KEY_MATERIAL, token?: string) =>
    encryptedEnvelope(responseCipher(material), data, token);

  it('decrypts the data before checking it against the contract, and keeps the token sent beside it', async () => {
    answer(200, await sealed({ exists: true }, KEY_MATERIAL, 'token-from-encrypted-answer'));
    await expect(client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' })).resolves.toEqual({
      exists: true,
    });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: { exists: false } }), { status: 200 }));
    await client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Token')).toBe('token-from-encrypted-answer');
  });

  it('checks the decrypted data against the response schema like a plain answer', async () => {
    answer(200, await sealed({ status: 'Pending' }));
    const error = await failureOf(client.callApi('changePassword', { oldPassword: 'x', newPassword: 'y' } as never));
    expect(error.error.message).toBe('errors.processError');
  });

  it('turns an answer tampered with, or encrypted under another key, into "Error in process"', async () => {
    const envelope = await sealed({ exists: true });
    if (!envelope) throw new Error('not encrypted');
    const flipped = `${envelope.data.startsWith('A') ? 'B' : 'A'}${envelope.data.slice(1)}`;
    answer(200, { ...envelope, data: flipped });
    expect((await failureOf(client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' }))).error.message).toBe(
      'errors.processError',
    );
    answer(200, await sealed({ exists: true }, { ...KEY_MATERIAL, secret: 'another-secret-16+' }));
    expect((await failureOf(client.callApi('checkEmailIdAlreadyExist', { email: 'a@lab.test' }))).error.message).toBe(
      'errors.processError',
    );
  });

  it('reads errors, which the server never encrypts, as before', async () => {
    answer(200, { data: { error: { code: 120, message: 'errors.passwordExpired', userId: 'u-1' } } });
    const error = await failureOf(client.callApi('ValidateUser', {} as never));
    expect(error.error).toEqual({ code: 120, message: 'errors.passwordExpired', userId: 'u-1' });
  });
});

describe('callApiFile', () => {
  beforeEach(() => fetchMock.mockReset());
  const payload: PayloadOf<'downloadDashboardReport'> = {
    labCode: 'LAB-1',
    category: 'CL',
    sections: ['management'],
    language: 'th',
  };

  /** A PDF answer sent in two chunks, with or without its length. */
  function pdfAnswer(withLength: boolean) {
    const chunks = [new Uint8Array([0x25, 0x50, 0x44]), new Uint8Array([0x46, 0x2d])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const headers: Record<string, string> = { 'content-type': 'application/pdf' };
    if (withLength) headers['content-length'] = '5';
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200, headers }));
  }

  it('resolves with the file as a Blob of its type, reporting progress up to the whole length', async () => {
    pdfAnswer(true);
    const progress: { loaded: number; total: number | null }[] = [];
    const blob = await client.callApiFile('downloadDashboardReport', payload, { onProgress: (p) => progress.push(p) });
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF-');
    expect(progress).toEqual([
      { loaded: 0, total: 5 },
      { loaded: 3, total: 5 },
      { loaded: 5, total: 5 },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api?request=downloadDashboardReport');
  });

  it('reports progress without a total when the server sends no length', async () => {
    pdfAnswer(false);
    const progress: { loaded: number; total: number | null }[] = [];
    await client.callApiFile('downloadDashboardReport', payload, { onProgress: (p) => progress.push(p) });
    expect(progress.at(-1)).toEqual({ loaded: 5, total: null });
  });

  it('throws the error the server sent as JSON, with its status, like callApi', async () => {
    answer(503, { data: { error: { code: 'report_unavailable', message: 'errors.reportUnavailable' } } });
    const error = await failureOf(client.callApiFile('downloadDashboardReport', payload));
    expect(error.status).toBe(503);
    expect(error.error).toEqual({ code: 'report_unavailable', message: 'errors.reportUnavailable' });
  });

  it('turns a failure that is not an envelope, or a lost connection, into an ApiCallError', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failureOf(client.callApiFile('downloadDashboardReport', payload))).error.message).toBe(
      'errors.processError',
    );
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await failureOf(client.callApiFile('downloadDashboardReport', payload))).error.message).toBe(
      'errors.network',
    );
  });
});
