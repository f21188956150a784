import { randomBytes } from 'node:crypto';
import { XSRF_COOKIE } from '@labbench/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Gives every browser the XSRF-TOKEN cookie on its first GET. The web client echoes it in X-XSRF-TOKEN;
 * another site can make the browser send the cookie but cannot read it to set the header.
 */
export function registerXsrfCookie(app: FastifyInstance, secure: boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.cookies[XSRF_COOKIE]) return;
    reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure,
    });
  });
}
