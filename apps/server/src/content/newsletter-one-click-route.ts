import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { unsubscribeByToken } from './newsletter-unsubscribe.ts';

/** A form body is a line of text; anything larger is no mail client's one-click request. */
const BODY_LIMIT_BYTES = 4096;

/**
 * `POST /newsletter/unsubscribe/:token`: RFC 8058 one-click unsubscribe, sent by a mail client from the
 * List-Unsubscribe header with the body `List-Unsubscribe=One-Click`. No XSRF token (a mail client has none; the
 * token in the address is the proof) and no body check (clients send it form- or multipart-encoded): the POST is
 * what matters, since link scanners only GET. The GET of the same address is the web page with a button.
 */
export async function registerNewsletterOneClickRoute(app: FastifyInstance, db: Database): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) => parsed(null, body));
    scope.post<{ Params: { token: string } }>(
      '/newsletter/unsubscribe/:token',
      { bodyLimit: BODY_LIMIT_BYTES },
      async (request, reply) => {
        const { token } = request.params;
        const known = token.length <= 200 && (await unsubscribeByToken(db, token));
        return reply
          .code(known ? 200 : 404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(known ? 'Unsubscribed.\n' : 'Unknown unsubscribe link.\n');
      },
    );
    done();
  });
}
