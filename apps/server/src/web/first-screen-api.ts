import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import type { FirstScreenApi } from '@labbench/contract/constants';
import type { FastifyInstance } from 'fastify';

function headersOf(init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/**
 * The API as the renderer asks it while it renders a content screen (D184): this process's dispatcher, without a
 * network, as a signed-out browser's call (no token; the double-submit pair its own), so every check of a browser's
 * call applies.
 */
export function inProcessApi(app: FastifyInstance): FirstScreenApi {
  const xsrf = randomBytes(18).toString('base64url');
  return async (path, init) => {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { ...headersOf(init), cookie: `${XSRF_COOKIE}=${xsrf}`, [XSRF_HEADER]: xsrf },
      payload: typeof init.body === 'string' ? init.body : '',
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
