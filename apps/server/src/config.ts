import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_MIN_PEER_GROUP, SIGN_IN_PROVIDERS } from '@labbench/contract';
import type { SignInProvider } from '@labbench/contract';
import { z } from 'zod';
import { siteConfig, siteEnv } from './config-site.ts';
import { commaList, contactRecipients, isPlainAddress } from './config-lists.ts';
import { encryptionConfig, encryptionEnv, encryptionProblem } from './config-encryption.ts';
import { flag } from './config-flag.ts';

/** `npm start` runs with cwd apps/server, so relative paths are resolved against the repo root explicitly. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Environment values of "" count as unset, as docker and .env files often leave them. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A proxy address or network: IPv4/IPv6, optionally with a /prefix. */
const PROXY_ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

/**
 * Fastify's trustProxy: off (default: the direct peer is the client), on (trust every proxy), or comma-separated
 * proxy addresses. Behind a load balancer the client address (throttling, logs) needs it.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v): boolean | string[] => {
    const lower = v.toLowerCase();
    if (['off', 'false', '0'].includes(lower)) return false;
    if (['on', 'true'].includes(lower)) return true;
    return v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
  })
  .refine(
    (v) => !Array.isArray(v) || (v.length > 0 && v.every((a) => PROXY_ADDRESS.test(a))),
    'must be off, on, or comma-separated proxy addresses such as 10.0.0.0/8',
  );

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

const repoPath = z.string().transform((p) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p)));

/** A lowercase DNS name with at least one dot. */
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** Unset means the embedded PGlite database in DATA_DIR. */
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' });

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/** One OpenID Connect provider; plain http only for an issuer on this machine (test providers). */
const oidcProvider = z.strictObject({
  provider: z.enum(SIGN_IN_PROVIDERS, { error: `provider must be one of ${SIGN_IN_PROVIDERS.join(', ')}` }),
  issuer: z.url({ protocol: /^https?$/, error: 'issuer must be an https:// URL' }).refine((v) => {
    const url = new URL(v);
    return url.protocol === 'https:' || LOOPBACK_HOSTS.includes(url.hostname);
  }, 'issuer must be https:// (http:// only on 127.0.0.1 or localhost)'),
  clientId: z.string({ error: 'clientId must be a string' }).min(1, 'clientId must not be empty'),
  clientSecret: z.string({ error: 'clientSecret must be a string' }).min(1, 'clientSecret must not be empty'),
  scope: z.string({ error: 'scope must be a string' }).trim().min(1, 'scope must not be empty').optional(),
});

const OIDC_PROVIDERS_SHAPE = 'must be a JSON array of {provider, issuer, clientId, clientSecret, scope?}';

/** `OIDC_PROVIDERS`: a JSON array of providers, each at most once. */
const oidcProviders = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: OIDC_PROVIDERS_SHAPE });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(oidcProvider, { error: OIDC_PROVIDERS_SHAPE })
      .refine(
        (list) => new Set(list.map((p) => p.provider)).size === list.length,
        'must name each provider at most once',
      ),
  );

/** Every variable the server reads; README documents exactly these. */
const envSchema = z.object({
  NODE_ENV: optional(
    z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }),
  ).default('development'),
  PORT: optional(positiveInt(65_535)).default(3000),
  HOST: optional(z.string()).default('127.0.0.1'),
  DATA_DIR: optional(repoPath).default(resolve(REPO_ROOT, 'data')),
  DATABASE_URL: optional(postgresUrl),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  SITE_LOCATION: optional(z.enum(['apac', 'china'], { error: 'must be apac or china' })).default('apac'),
  COMPANY_SLUG: optional(
    z.string().regex(/^[a-z0-9-]+$/, 'may only hold lowercase letters, digits and dashes'),
  ).default('portal'),
  SMTP_URL: optional(z.url({ error: 'must be a URL such as smtp://user:pass@host:587' })),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^[^\r\n]*@[^\r\n]+$/, 'must be an address such as Lab Benchmarking <no-reply@example.com>'),
  ).default('Lab Benchmarking <no-reply@localhost>'),
  COMPANY_EMAIL_DOMAINS: optional(
    commaList(
      (d) => DOMAIN.test(d),
      'must be a comma-separated list of domains such as corp.example,corp-group.example',
      (d) => d.toLowerCase(),
    ),
  ).default([]),
  CONTACT_MAIL_TO: optional(
    commaList(isPlainAddress, 'must be a comma-separated list of addresses such as a@lab.example'),
  ),
  CAPTCHA_HMAC_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
  SESSION_TTL_S: optional(positiveInt(31_536_000)).default(28_800),
  SESSION_REMEMBER_TTL_S: optional(positiveInt(31_536_000)).default(2_592_000),
  SURVEY_PROCESS_INTERVAL_MS: optional(positiveInt(86_400_000)).default(2000),
  BENCHMARK_MIN_PEERS: optional(positiveInt(1000)).default(DEFAULT_MIN_PEER_GROUP),
  ENCRYPT_RESPONSE: optional(flag).default(false),
  COUNTRY_HEADER: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as cf-ipcountry')
      .transform((v) => v.toLowerCase()),
  ),
  // An http(s) address of its own: a path would be this portal, whose catch-all route only pretends to be the page.
  CONTENT_SITE_URL: optional(z.string().regex(/^https?:\/\/\S+$/, 'must be the http(s) address of the content site')),
  CHINA_SITE_URL: optional(z.string().regex(/^https?:\/\/\S+$/, 'must be the http(s) address of the China site')),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ).default('info'),
  WEB_DIST_DIR: optional(repoPath).default(resolve(REPO_ROOT, 'apps/web/dist')),
  // Off until the app's start after the paint is cut into short tasks (D182).
  FIRST_SCREEN_RENDER: optional(flag).default(true),
  TRUST_PROXY: optional(trustProxy).default(false),
  OIDC_PROVIDERS: optional(oidcProviders).default([]),
  // PDF reports (docs/benchmarks.md): the Chromium that prints them, `off` for none; unset looks in the usual places.
  CHROMIUM_PATH: optional(z.string().trim().min(1)),
  REPORT_BASE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  REPORT_CONCURRENCY: optional(positiveInt(16)).default(2),
  REPORT_QUEUE_LIMIT: optional(positiveInt(1000)).default(20),
  REPORT_TIMEOUT_MS: optional(positiveInt(600_000)).default(30_000),
  WEB_CONCURRENCY: optional(positiveInt(64)).default(1),
  ...siteEnv,
  ...encryptionEnv,
});

/** Values that are or may carry a secret: never echoed in an error line. */
const SECRET_VARIABLES: readonly string[] = ['DATABASE_URL', 'SMTP_URL', 'CAPTCHA_HMAC_KEY', 'OIDC_PROVIDERS'];

export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

type Env = z.output<typeof envSchema>;

export interface Config extends ReturnType<typeof siteConfig>, ReturnType<typeof encryptionConfig> {
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  siteLocation: Env['SITE_LOCATION'];
  companySlug: string;
  smtpUrl: string | undefined;
  /** Sender of every mail. */
  mailFrom: string;
  /** Where contact-form messages go (CONTACT_MAIL_TO, else the address of MAIL_FROM). */
  contactMailTo: string[];
  /** Lowercased domains whose users must use single sign-on (forgot password answers 121). */
  companyEmailDomains: string[];
  /** Unset: derived from a secret the first start stores in the database, so every process shares it. */
  captchaHmacKey: string | undefined;
  sessionTtlS: number;
  sessionRememberTtlS: number;
  /** How often each process looks for queued survey responses to process (D38). */
  surveyProcessIntervalMs: number;
  /** The fewest labs a peer group needs before its statistics are shown (issue 9). */
  benchmarkMinPeers: number;
  countryHeader: string | undefined;
  /** The content site (thought leadership, about us, legal pages); unset: the portal shows no links to it. */
  contentSiteUrl: string | undefined;
  /** The China site, where choosing China on this site leads; unset: China is not offered here. */
  chinaSiteUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  /** The server renders the public sign-in screens' first screen for a first-time visitor (D182). */
  firstScreenRender: boolean;
  /** Which proxies' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | string[];
  /** Configured OpenID Connect sign-in providers (none: no provider buttons, start routes answer sign_in_failed). */
  oidcProviders: OidcProviderConfig[];
  /** PDF reports: printed by headless Chromium from the portal's own /report page. */
  report: ReportConfig;
  /** API processes this command starts on PORT (node:cluster when more than 1); PostgreSQL only beyond 1. */
  webConcurrency: number;
}

export interface ReportConfig {
  /** `off`: no PDF downloads; undefined: look in the usual places (report/chromium-path.ts). */
  chromiumPath: string | undefined;
  /** Where the printing browser opens the /report page: this server as Chromium on this machine reaches it. */
  baseUrl: string;
  /** Pages printing at once. */
  concurrency: number;
  /** Downloads waiting for a page; one more is told to try again. */
  queueLimit: number;
  /** One print's budget, waiting in the queue included. */
  timeoutMs: number;
}

export interface OidcProviderConfig {
  provider: SignInProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Default `openid email profile`. */
  scope: string | undefined;
}

/** Bad configuration: `message` is the one line start-up prints before exiting with code 1. */
export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = source[name];
      const shown = value === undefined || SECRET_VARIABLES.includes(name) ? '' : ` (got ${JSON.stringify(value)})`;
      // An entry of a JSON list (OIDC_PROVIDERS) is named by its position.
      const entry = typeof issue.path[1] === 'number' ? ` entry ${issue.path[1] + 1}:` : '';
      return `${name}${entry} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Configuration error: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const encryption = encryptionProblem(env);
  if (encryption) throw new ConfigError(`Configuration error: ${encryption}`);
  if (env.SESSION_REMEMBER_TTL_S < env.SESSION_TTL_S) {
    throw new ConfigError(
      `Configuration error: SESSION_REMEMBER_TTL_S must be at least SESSION_TTL_S (${env.SESSION_TTL_S})`,
    );
  }
  // PGlite is a data directory one process owns: a second process cannot open it (docs/decisions.md).
  if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      `Configuration error: WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs DATABASE_URL (PGlite serves one process); set DATABASE_URL to a PostgreSQL server or WEB_CONCURRENCY=1`,
    );
  }
  return {
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
    siteLocation: env.SITE_LOCATION,
    companySlug: env.COMPANY_SLUG,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactMailTo: contactRecipients(env.CONTACT_MAIL_TO, env.MAIL_FROM),
    companyEmailDomains: env.COMPANY_EMAIL_DOMAINS,
    captchaHmacKey: env.CAPTCHA_HMAC_KEY,
    sessionTtlS: env.SESSION_TTL_S,
    sessionRememberTtlS: env.SESSION_REMEMBER_TTL_S,
    surveyProcessIntervalMs: env.SURVEY_PROCESS_INTERVAL_MS,
    benchmarkMinPeers: env.BENCHMARK_MIN_PEERS,
    countryHeader: env.COUNTRY_HEADER,
    contentSiteUrl: env.CONTENT_SITE_URL,
    chinaSiteUrl: env.CHINA_SITE_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    firstScreenRender: env.FIRST_SCREEN_RENDER,
    trustProxy: env.TRUST_PROXY,
    oidcProviders: env.OIDC_PROVIDERS.map((p) => ({ ...p, scope: p.scope })),
    report: {
      chromiumPath: env.CHROMIUM_PATH,
      baseUrl: (env.REPORT_BASE_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, ''),
      concurrency: env.REPORT_CONCURRENCY,
      queueLimit: env.REPORT_QUEUE_LIMIT,
      timeoutMs: env.REPORT_TIMEOUT_MS,
    },
    webConcurrency: env.WEB_CONCURRENCY,
    ...siteConfig(env, REPO_ROOT),
    ...encryptionConfig(env),
  };
}
