import {
  ERROR_CODES,
  STRING_ERROR_CODES,
  TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  isErrorData,
} from '@labbench/contract/codes';
import type { ApiError, PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { authStore } from './session/auth-store.ts';

/** A failed call: `error.code` and `error.message` (an i18n key under `errors.`) come from the server. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly error: ApiError,
  ) {
    super(error.message);
  }
}

/** Any failure of a call as an ApiCallError: a thrown non-API error (a bug, an aborted render) reads as "please submit again". */
export function toApiCallError(error: unknown): ApiCallError {
  return error instanceof ApiCallError
    ? error
    : new ApiCallError(0, { code: 'client_error', message: 'errors.processError' });
}

/** §8 "missing or odd response": 'Error in process, please submit again'. */
function processError(status: number): ApiCallError {
  return new ApiCallError(status, { code: STRING_ERROR_CODES.internal, message: 'errors.processError' });
}

/** The response schemas (zod and every domain's) load with the first call, not with the first screen. */
const responseSchemas = () => import('@labbench/contract').then((contract) => contract.requests);

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * Calls `POST /api?request=<name>`, typed by the contract. Sends the Token and XSRF headers,
 * stores a token the server returns, and signs out on a forced logout (106) or a 401. `data` is checked against the
 * request's response schema in the contract: a missing or odd answer (e.g. a status other than the one that means
 * success) is "Error in process" (§8), never a success.
 */
export async function callApi<N extends RequestName>(name: N, payload: PayloadOf<N>): Promise<ResponseOf<N>> {
  const { token, session } = authStore.get();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (token) headers[TOKEN_HEADER] = token;
  const body = { ...(payload ?? {}), ...(session ? { RequesterUserId: session.user.userId } : {}) };

  const schemasLoaded = responseSchemas();
  let response: Response;
  try {
    response = await fetch(`/api?request=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiCallError(0, { code: 'network_error', message: 'errors.network' });
  }

  let envelope: { data?: unknown; token?: string };
  try {
    envelope = (await response.json()) as { data?: unknown; token?: string };
  } catch {
    throw processError(response.status);
  }
  if (typeof envelope.token === 'string') authStore.replaceToken(envelope.token);

  const data = envelope.data;
  if (isErrorData(data)) {
    if (response.status === 401 || data.error.code === ERROR_CODES.forcedLogout) authStore.clear();
    throw new ApiCallError(response.status, data.error);
  }
  if (!response.ok) throw processError(response.status);
  const requests = await schemasLoaded.catch(() => {
    throw processError(response.status);
  });
  const parsed = requests[name].response.safeParse(data);
  if (!parsed.success) throw processError(response.status);
  return parsed.data as ResponseOf<N>;
}
