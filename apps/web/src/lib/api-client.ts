import {
  ERROR_CODES,
  STRING_ERROR_CODES,
  TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  isErrorData,
} from '@labbench/contract/codes';
import type { ApiError, PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { requestPath } from '@labbench/contract/request-domains';
import { portalConfig } from '../config/portal-config.ts';
import { serverApi } from '../config/server-api.ts';
import { answerData } from './api-client-encryption.ts';
import { requestDefinition } from './response-schemas.ts';
import type { WireEnvelope } from './api-client-encryption.ts';
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

/**
 * A failure worth trying again by itself in a moment: the server answered 503 (`database_unavailable`: the database
 * was briefly out of reach, errors.serviceUnavailable tells the user so).
 */
export function isRetryableFailure(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 503;
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

function readCookie(name: string): string | null {
  // The server's render has no document; its API calls need no cookie (config/server-api.ts).
  if (typeof document === 'undefined') return null;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * Calls `POST /api?request=<name>`, typed by the contract. Sends the Token and XSRF headers,
 * stores a token the server returns, and signs out on a forced logout (106) or a 401. `data` is checked against the
 * request's response schema in the contract: a missing or odd answer (e.g. a status other than the one that means
 * success) is "Error in process" (§8), never a success.
 */
function requestInit(payload: unknown): RequestInit {
  const { token, session } = authStore.get();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  if (token) headers[TOKEN_HEADER] = token;
  const body = { ...(payload ?? {}), ...(session ? { RequesterUserId: session.user.userId } : {}) };
  return { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' };
}

async function post(name: RequestName, payload: unknown): Promise<Response> {
  try {
    const path = requestPath(name, portalConfig.contentApiBasePath);
    const send = serverApi() ?? fetch;
    return await send(`${path}?request=${encodeURIComponent(name)}`, requestInit(payload));
  } catch {
    throw new ApiCallError(0, { code: 'network_error', message: 'errors.network' });
  }
}

/**
 * The envelope's data, decrypted when the server encrypted it (§7), before the caller checks it against the contract;
 * a token in it replaces ours; an error in it (never encrypted) is thrown (a forced logout or 401 signs out).
 */
async function envelopeData(response: Response): Promise<unknown> {
  let envelope: WireEnvelope;
  try {
    envelope = (await response.json()) as WireEnvelope;
  } catch {
    throw processError(response.status);
  }
  if (typeof envelope.token === 'string') authStore.replaceToken(envelope.token);
  const data = envelope.data;
  if (isErrorData(data)) {
    if (response.status === 401 || data.error.code === ERROR_CODES.forcedLogout) authStore.clear();
    throw new ApiCallError(response.status, data.error);
  }
  const opened = await answerData(envelope);
  if (!opened.ok) throw processError(response.status);
  return opened.data;
}

/**
 * Calls `POST /api?request=<name>`, typed by the contract. Sends the Token and XSRF headers,
 * stores a token the server returns, and signs out on a forced logout (106) or a 401. `data` is checked against the
 * request's response schema in the contract: a missing or odd answer (e.g. a status other than the one that means
 * success) is "Error in process" (§8), never a success.
 */
export async function callApi<N extends RequestName>(name: N, payload: PayloadOf<N>): Promise<ResponseOf<N>> {
  // The domain's schemas load while the request is on its way.
  const definitionLoaded = requestDefinition(name);
  const response = await post(name, payload);
  const data = await envelopeData(response);
  if (!response.ok) throw processError(response.status);
  const definition = await definitionLoaded.catch(() => {
    throw processError(response.status);
  });
  const parsed = definition.response.safeParse(data);
  if (!parsed.success) throw processError(response.status);
  return parsed.data as ResponseOf<N>;
}

/** The requests that answer a file (`file` on their definition): their response is the bytes. */
export type FileRequestName = { [N in RequestName]: ResponseOf<N> extends Uint8Array ? N : never }[RequestName];

/** How much of a file has arrived; `total` is null when the server sent no Content-Length. */
export interface FileProgress {
  loaded: number;
  total: number | null;
}

/**
 * Calls a file request (§7 "report file calls"): the answer's bytes as a Blob, read chunk by chunk so `onProgress`
 * can drive a progress bar. Failures are JSON envelopes, thrown as the same ApiCallError as `callApi`'s.
 */
export async function callApiFile<N extends FileRequestName>(
  name: N,
  payload: PayloadOf<N>,
  { onProgress }: { onProgress?: (progress: FileProgress) => void } = {},
): Promise<Blob> {
  const response = await post(name, payload);
  const type = response.headers.get('content-type') ?? '';
  // Any failure, or a success that is not the file, is read as an envelope: its error, else "Error in process".
  if (!response.ok || type.startsWith('application/json') || !response.body) {
    await envelopeData(response);
    throw processError(response.status);
  }
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress?.({ loaded, total });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      onProgress?.({ loaded, total });
    }
  } catch {
    throw new ApiCallError(0, { code: 'network_error', message: 'errors.network' });
  }
  return new Blob(chunks, { type });
}
