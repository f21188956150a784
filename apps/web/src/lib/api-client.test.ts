import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import type * as ApiClient from './api-client.ts';

// The session store reads local storage when loaded, and the client reads the XSRF cookie: both stand in here.
vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('document', { cookie: '' });
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
});
