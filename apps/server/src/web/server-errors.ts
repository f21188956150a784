import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** Seconds a client is asked to wait before it asks a page again while the database is out of reach. */
const RETRY_AFTER_S = '5';

/**
 * Errors outside the API (pages, translation files, the static site): the database out of reach is a 503 a browser
 * may retry; any other server fault is a bare 500. Neither ever shows the error's message, which may quote SQL.
 * The API's own handler answers its envelope (api/dispatcher.ts).
 */
export function registerServerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.send(error);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_S)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Service briefly unavailable. Please try again in a moment.');
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Internal server error.');
  });
}
