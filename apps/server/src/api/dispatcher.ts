import { timingSafeEqual } from 'node:crypto';
import {
  TOKEN_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
  attachmentDisposition,
  callerMayCall,
  encryptedEnvelope,
  responseCipher,
} from '@labbench/contract';
import type { ApiError, Caller, Envelope, FileAnswer, RequestDefinition, ResponseCipher } from '@labbench/contract';
import { API_PATH, REQUEST_DOMAINS } from '@labbench/contract/request-domains';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { changeFeedOf } from '../shared/change-feed.ts';
import { findSession } from '../shared/sessions.ts';
import type { Authenticated } from '../shared/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiFailure, failures, fieldErrors } from './errors.ts';
import type { ApiRegistry, HandlerContext, HandlerFor, RequestDefinitions } from './handler.ts';

/**
 * The largest body `/api` reads (docs/security.md "Body limit"). The largest a valid screen sends is an answer
 * import's chunk of a single row: 300 cells of 2,000 characters, at most 6 bytes each in JSON, fits.
 */
export const API_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

const TOKEN = TOKEN_HEADER.toLowerCase();

/**
 * The hot requests that change nothing a cache keeps (a save moves a response's state only on its first answer): they
 * answer at once. Every other request answers after this process has heard the changes it made (D78), so the caller's
 * next request, to this process, sees them.
 */
const ANSWER_WITHOUT_SETTLING = new Set<string>([
  'getSession',
  'getBenchmarkDashboard',
  'getSurveyDetailsOfLab',
  'loadSurveyResponse',
  'saveSurveyAnswers',
  'searchByTopic',
  'getContentArticles',
  'getContentArticle',
  'getContentContributors',
  'getContentPage',
]);
const XSRF = XSRF_HEADER.toLowerCase();

function sendEnvelope(reply: FastifyReply, status: number, envelope: Envelope<unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send(envelope);
}

/**
 * A success's envelope. With ENCRYPT_RESPONSE on, its data is one encrypted string marked `encrypted` (§7); the token
 * and every error stay readable, so the client can keep its session and act on a code before it has the key.
 */
async function sendData(reply: FastifyReply, cipher: ResponseCipher | null, data: unknown, token: string | undefined) {
  if (!cipher) return sendEnvelope(reply, 200, token ? { data, token } : { data });
  const envelope = await encryptedEnvelope(cipher, data, token);
  if (!envelope) throw failures.internal();
  return sendEnvelope(reply, 200, envelope);
}

/**
 * A file request's answer (`file` on its definition): the bytes as the body, an attachment under the handler's file
 * name, else the definition's, when there is one (RFC 5987 `filename*` for a name beyond ASCII); never cached, like
 * every answer of the API.
 */
function sendFile(reply: FastifyReply, file: FileAnswer, data: unknown, fileName = file.fileName) {
  if (!(data instanceof Uint8Array)) throw failures.internal();
  return reply
    .code(200)
    .header('cache-control', 'no-store')
    .header('content-type', file.contentType)
    .header('content-disposition', fileName ? attachmentDisposition(fileName) : 'attachment')
    .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}

/** Seconds a client is asked to wait before it tries a 503 again. */
const RETRY_AFTER_S = '5';

function sendFailure(reply: FastifyReply, failure: ApiFailure) {
  const error: ApiError = failure.error;
  if (failure.status === 503) reply.header('retry-after', RETRY_AFTER_S);
  return sendEnvelope(reply, failure.status, { data: { error } });
}

/** Double-submit check: the X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie, which other sites cannot read. */
function xsrfMatches(request: FastifyRequest): boolean {
  const header = request.headers[XSRF];
  const cookie = request.cookies[XSRF_COOKIE];
  if (typeof header !== 'string' || !header || !cookie) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The body as JSON; an empty body is `null` (for requests whose payload is nullish). Identity never comes from it. */
function parseBody(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw failures.invalidJson();
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'RequesterUserId' in body) {
    const { RequesterUserId: _ignored, ...rest } = body;
    return rest;
  }
  return body;
}

const callerOf = (auth: Authenticated): Caller => ({
  userType: auth.user.userType,
  permissions: auth.user.permissions,
  lab: auth.lab,
});

/**
 * Where requests are answered: every one at /api; the content domain's also at the content API's path when
 * CONTENT_API_BASE_PATH names one (§3 contentApiBasePath).
 */
function apiPaths(config: Config): [string, (name: string) => boolean][] {
  const paths: [string, (name: string) => boolean][] = [[API_PATH, () => true]];
  if (config.contentApiBasePath !== API_PATH)
    paths.push([
      config.contentApiBasePath,
      (name) => REQUEST_DOMAINS[name as keyof typeof REQUEST_DOMAINS] === 'content',
    ]);
  return paths;
}

export interface DispatcherOptions<Defs extends RequestDefinitions> {
  db: Database;
  config: Config;
  registry: ApiRegistry<Defs>;
}

/**
 * `POST /api?request=<Name>` (docs/build-plan.md): XSRF check, request lookup, token, payload schema, access (who
 * calls, and the lab the payload names), handler, and (outside production) the response checked against the contract.
 */
export async function registerDispatcher<Defs extends RequestDefinitions>(
  app: FastifyInstance,
  { db, config, registry }: DispatcherOptions<Defs>,
): Promise<void> {
  // Files (the PDF report) are not encrypted: they are bytes for the browser to save, not data for the screens.
  const cipher = config.responseEncryption ? responseCipher(config.responseEncryption) : null;
  await app.register((api, _options, done) => {
    // The dispatcher parses the body itself, after the XSRF check, so every failure gets the envelope.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    api.setErrorHandler((error, request, reply) => {
      // Framework errors before the handler (body too large, bad encoding) mean the body could not be read.
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 413) return sendFailure(reply, failures.payloadTooLarge());
      if (status >= 400 && status < 500) return sendFailure(reply, failures.invalidJson());
      request.log.error({ err: error }, 'api request failed');
      return sendFailure(reply, failures.internal());
    });

    for (const [path, answers] of apiPaths(config)) {
      api.post<{ Querystring: { request?: string } }>(
        path,
        {
          bodyLimit: API_BODY_LIMIT_BYTES,
          onRequest: (request, reply, done) => {
            // A refused request is answered here and goes no further.
            if (xsrfMatches(request)) done();
            else void sendFailure(reply, failures.xsrf());
          },
        },
        async (request, reply) => {
          const name = request.query.request;
          try {
            if (typeof name !== 'string' || !Object.hasOwn(registry.definitions, name) || !answers(name))
              throw failures.unknownRequest();
            const definition: RequestDefinition | undefined = registry.definitions[name];
            const handler: HandlerFor<RequestDefinition> | undefined = registry.handlers[name];
            if (!definition || !handler) throw failures.unknownRequest();

            const token = request.headers[TOKEN];
            let auth: HandlerContext['auth'] = null;
            if (definition.access !== 'public') {
              auth = await findSession(db, typeof token === 'string' ? token : undefined);
              if (!auth) throw failures.sessionExpired();
            } else if (typeof token === 'string' && token) {
              // A public call may still say who is calling (the survey form records who answered, D35); an expired or
              // unknown token is simply nobody here.
              auth = await findSession(db, token);
            }

            const parsed = definition.payload.safeParse(parseBody(request.body));
            if (!parsed.success) throw failures.invalidPayload(fieldErrors(parsed.error));
            // The access the contract declares, enforced here for every request so no handler checks it again. A lab
            // scope reads the parsed field (its schema may normalise it); one 403 whether that lab exists or not.
            if (auth && !callerMayCall(definition.access, callerOf(auth), parsed.data)) throw failures.forbidden();

            const result = await handler(parsed.data, {
              db,
              config,
              auth,
              clientAddress: request.ip,
              cookies: request.cookies,
              log: request.log,
            });

            if (!ANSWER_WITHOUT_SETTLING.has(name)) await changeFeedOf(db)?.settle();
            if (!config.isProduction) {
              const checked = definition.response.safeParse(result.data);
              if (!checked.success) {
                request.log.error({ request: name, issues: checked.error.issues }, 'response breaks the contract');
                throw failures.internal();
              }
            }
            if (definition.file) return sendFile(reply, definition.file, result.data, result.fileName);
            return await sendData(reply, cipher, result.data, result.token);
          } catch (error) {
            if (error instanceof ApiFailure) return sendFailure(reply, error);
            if (isDatabaseUnavailable(error)) {
              request.log.warn({ err: error, request: name }, 'database unavailable');
              return sendFailure(reply, failures.databaseUnavailable());
            }
            request.log.error({ err: error, request: name }, 'api handler failed');
            return sendFailure(reply, failures.internal());
          }
        },
      );
    }
    done();
  });
}
