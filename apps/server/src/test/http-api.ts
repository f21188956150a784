import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER, isErrorData } from '@labbench/contract';
import type { ApiError, PayloadOf, RequestName, ResponseOf } from '@labbench/contract';

const XSRF = 'writer-xsrf-token';

/** How a call over HTTP ended: the data, the envelope's error, or no answer at all (status 0). */
export type HttpAnswer<T> =
  | { ok: true; status: number; data: T; token?: string; ms: number }
  | { ok: false; status: number; error: ApiError | null; retryAfter: string | null; timedOut: boolean; ms: number };

/**
 * `POST /api?request=<name>` of a server in another process, as the browser calls it (XSRF cookie and header, the
 * Token header when given). Never throws: a refused or reset connection is status 0, and so is no answer within
 * `timeoutMs` (then `timedOut`).
 */
export async function postApi<N extends RequestName>(
  origin: string,
  name: N,
  payload: PayloadOf<N>,
  { token, timeoutMs = 20_000 }: { token?: string; timeoutMs?: number } = {},
): Promise<HttpAnswer<ResponseOf<N>>> {
  const started = performance.now();
  const ms = () => performance.now() - started;
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `${XSRF_COOKIE}=${XSRF}`,
    [XSRF_HEADER]: XSRF,
  };
  if (token) headers[TOKEN_HEADER] = token;
  try {
    const response = await fetch(`${origin}/api?request=${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as { data?: unknown; token?: string };
    if (response.ok && !isErrorData(body.data))
      return { ok: true, status: response.status, data: body.data as ResponseOf<N>, token: body.token, ms: ms() };
    return {
      ok: false,
      status: response.status,
      error: isErrorData(body.data) ? body.data.error : null,
      retryAfter: response.headers.get('retry-after'),
      timedOut: false,
      ms: ms(),
    };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, status: 0, error: null, retryAfter: null, timedOut, ms: ms() };
  }
}

/** The data of a call that must succeed (setting up a run); throws with what came back otherwise. */
export async function mustPost<N extends RequestName>(
  origin: string,
  name: N,
  payload: PayloadOf<N>,
  token?: string,
): Promise<{ data: ResponseOf<N>; token?: string }> {
  const answer = await postApi(origin, name, payload, { token });
  if (!answer.ok) throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.error)}`);
  return { data: answer.data, token: answer.token };
}
