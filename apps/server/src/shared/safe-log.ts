import type { FastifyServerOptions } from 'fastify';

/**
 * What the server's log may carry (docs/decisions.md D29): no passwords, hashes, tokens, codes, e-mail addresses or
 * SQL parameters. A failed query's error carries its parameters in its message and fields (drizzle's
 * DrizzleQueryError, pg's and PGlite's DatabaseError), so errors are rebuilt from what is known to be safe, and keys
 * that name secrets are redacted wherever they are logged.
 */
const SECRET_KEYS = [
  'password',
  'Password',
  'newPassword',
  'passwordHash',
  'token',
  'loginToken',
  'otp',
  'captcha',
  'email',
  'emailId',
  'params',
];

/** Pino redaction paths: each secret key at the top level and one object down (`{ user: { email } }`). */
export const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.token',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
];

type SafeError = {
  type: string;
  message: string;
  code?: string | number;
  /** The failed statement with its placeholders ($1, $2…), never its parameters. */
  sql?: string;
  constraint?: string;
  /** The frames alone: the first lines of a stack repeat the message. */
  stack: string;
  cause?: SafeError;
};

const stringProp = (value: object, key: string): string | undefined => {
  const prop: unknown = (value as Record<string, unknown>)[key];
  return typeof prop === 'string' ? prop : undefined;
};

function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** pg's and PGlite's DatabaseError: a severity and a five-character SQLSTATE. */
function isDatabaseError(error: Error): boolean {
  return stringProp(error, 'severity') !== undefined && /^[0-9A-Z]{5}$/.test(stringProp(error, 'code') ?? '');
}

/**
 * An error as the log may show it. A failed query keeps its SQL and its cause's SQLSTATE; a database error drops
 * its message and detail, which quote the values (`Key (email)=(…) already exists`, `invalid input syntax: "…"`).
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const type = error.constructor.name;
  const cause = error.cause !== undefined && depth < 3 ? safeError(error.cause, depth + 1) : undefined;
  const stack = framesOf(error);
  const query = stringProp(error, 'query');
  const sql = query !== undefined && 'params' in error ? { sql: query } : {};
  if (isDatabaseError(error)) {
    const code = stringProp(error, 'code');
    const constraint = stringProp(error, 'constraint');
    const database = { type: 'DatabaseError', message: `database error ${code}`, code, ...sql, stack };
    return constraint ? { ...database, constraint } : database;
  }
  if ('sql' in sql) return { type, message: 'Failed query', ...sql, stack, ...(cause ? { cause } : {}) };
  const code: unknown = (error as { code?: unknown }).code;
  return {
    type,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack,
    ...(cause ? { cause } : {}),
  };
}

/** A path segment that looks like one of our link tokens (32 random bytes, base64url) or any long opaque value. */
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{20,}$/;

/**
 * The address as logged: opaque path segments (link tokens of /home/:token, /confirm-password/:token) hidden, and
 * of the query only the API's request name (a provider's callback carries its code and state there).
 */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path
    .split('/')
    .map((segment) => (OPAQUE_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
  if (queryAt < 0) return safePath;
  const request = new URLSearchParams(url.slice(queryAt + 1)).get('request');
  return request === null ? `${safePath}?…` : `${safePath}?request=${encodeURIComponent(request)}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Fastify's logger options: the level, the redaction and the safe serializers; `stream` for tests that read the log. */
export function safeLoggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  const options: LoggerOptions = {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error: unknown) => safeError(error),
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  return stream ? { ...options, stream } : options;
}
