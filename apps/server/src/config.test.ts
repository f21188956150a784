import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, REPO_ROOT, loadConfig } from './config.ts';
import { SERVER_BUNDLE } from './test/server-bundle.ts';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('no configuration error');
};

/** OIDC_PROVIDERS with one sso provider, some fields replaced; the secret holds "secret" so a leak would show. */
const oidc = (fields: Record<string, unknown>) =>
  JSON.stringify([
    { provider: 'sso', issuer: 'https://idp.example', clientId: 'portal', clientSecret: 'secret-1', ...fields },
  ]);

describe('configuration', () => {
  it('has working defaults for a fresh machine: PGlite in ./data of the repo', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      publicUrl: 'http://127.0.0.1:3000',
      siteLocation: 'apac',
      companySlug: 'portal',
      sessionTtlS: 28_800,
      sessionRememberTtlS: 2_592_000,
      contentSiteUrl: undefined,
      chinaSiteUrl: undefined,
      logLevel: 'info',
      webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
      isProduction: false,
    });
  });

  it('mails from a default sender, has no company domains and leaves the captcha key to the database', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Lab Benchmarking <no-reply@localhost>',
      companyEmailDomains: [],
      captchaHmacKey: undefined,
    });
  });

  it('reads the mail, company-domain and captcha settings', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtp://mailer:pw@mail.example:587',
        MAIL_FROM: 'Portal <portal@lab.example>',
        COMPANY_EMAIL_DOMAINS: ' Corp.Example , corp-group.example,',
        CAPTCHA_HMAC_KEY: 'k'.repeat(32),
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://mailer:pw@mail.example:587',
      mailFrom: 'Portal <portal@lab.example>',
      companyEmailDomains: ['corp.example', 'corp-group.example'],
      captchaHmacKey: 'k'.repeat(32),
    });
  });

  it('sends contact messages to CONTACT_MAIL_TO, else to the address of MAIL_FROM', () => {
    expect(loadConfig({}).contactMailTo).toEqual(['no-reply@localhost']);
    expect(loadConfig({ MAIL_FROM: 'Portal <portal@lab.example>' }).contactMailTo).toEqual(['portal@lab.example']);
    expect(loadConfig({ MAIL_FROM: 'portal@lab.example', CONTACT_MAIL_TO: ' , ' }).contactMailTo).toEqual([
      'portal@lab.example',
    ]);
    expect(loadConfig({ CONTACT_MAIL_TO: ' contact@lab.example, sales@lab.example ,' }).contactMailTo).toEqual([
      'contact@lab.example',
      'sales@lab.example',
    ]);
  });

  it('resolves relative directories against the repo root, whatever the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/db', WEB_DIST_DIR: '/srv/web' })).toMatchObject({
      dataDir: resolve(REPO_ROOT, 'var/db'),
      webDistDir: '/srv/web',
    });
  });

  it('reads the rest of the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://app@db:5432/portal',
      PUBLIC_URL: 'https://portal.example/',
      SITE_LOCATION: 'china',
      COMPANY_SLUG: 'acme-labs',
      ENCRYPT_RESPONSE: 'off',
      COUNTRY_HEADER: 'CF-IPCountry',
      SESSION_TTL_S: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://app@db:5432/portal',
      publicUrl: 'https://portal.example',
      siteLocation: 'china',
      companySlug: 'acme-labs',
      countryHeader: 'cf-ipcountry',
      sessionTtlS: 28_800,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be at most 65535'],
    [{ DATABASE_URL: 'mysql://u:secret@h/db' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    [{ SITE_LOCATION: 'eu' }, 'SITE_LOCATION must be apac or china'],
    [{ COMPANY_SLUG: 'Acme Labs' }, 'COMPANY_SLUG may only hold lowercase letters, digits and dashes'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL must be a URL'],
    [{ MAIL_FROM: 'nobody' }, 'MAIL_FROM must be an address'],
    [{ CONTACT_MAIL_TO: 'Staff <staff@lab.example>' }, 'CONTACT_MAIL_TO must be a comma-separated list of addresses'],
    [{ CONTACT_MAIL_TO: 'a@lab.example;b@lab.example' }, 'CONTACT_MAIL_TO must be a comma-separated list'],
    [{ COMPANY_EMAIL_DOMAINS: 'corp.example,not a domain' }, 'COMPANY_EMAIL_DOMAINS must be a comma-separated list'],
    [{ CAPTCHA_HMAC_KEY: 'secret-but-short' }, 'CAPTCHA_HMAC_KEY must be at least 32 characters'],
    [{ ENCRYPT_RESPONSE: 'maybe' }, 'ENCRYPT_RESPONSE must be one of on, off, true, false, 1, 0'],
    [{ ENCRYPTION_SECRET: 'secret-short' }, 'ENCRYPTION_SECRET must be at least 16 characters'],
    [{ NODE_ENV: 'production', ENCRYPT_RESPONSE: 'on' }, 'ENCRYPT_RESPONSE=on in production needs ENCRYPTION_SECRET'],
    [{ SESSION_REMEMBER_TTL_S: '60' }, 'SESSION_REMEMBER_TTL_S must be at least SESSION_TTL_S'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
    [{ TRUST_PROXY: 'the load balancer' }, 'TRUST_PROXY must be off, on, or comma-separated proxy addresses'],
    [{ OIDC_PROVIDERS: '[{provider:' }, 'OIDC_PROVIDERS must be a JSON array of {provider, issuer'],
    [{ OIDC_PROVIDERS: '{}' }, 'OIDC_PROVIDERS must be a JSON array of {provider, issuer'],
    [
      { OIDC_PROVIDERS: oidc({ provider: 'google' }) },
      'OIDC_PROVIDERS entry 1: provider must be one of sso, ciam, linkedin, facebook',
    ],
    [
      { OIDC_PROVIDERS: oidc({ issuer: 'http://idp.example' }) },
      'OIDC_PROVIDERS entry 1: issuer must be https:// (http:// only on 127.0.0.1 or localhost)',
    ],
    [{ OIDC_PROVIDERS: oidc({ clientSecret: '' }) }, 'OIDC_PROVIDERS entry 1: clientSecret must not be empty'],
    [
      { OIDC_PROVIDERS: `[${oidc({}).slice(1, -1)},${oidc({ clientId: 'other' }).slice(1, -1)}]` },
      'OIDC_PROVIDERS must name each provider at most once',
    ],
  ])('names the variable and the problem: %o', (env, expected) => {
    const message = configError(env);
    expect(message).toContain(expected);
    expect(message).toMatch(/^Configuration error: /);
    expect(message).not.toContain('\n');
    expect(message).not.toContain('secret');
  });

  it('lists every variable it reads', () => {
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining([
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'PUBLIC_URL',
        'SITE_LOCATION',
        'COMPANY_SLUG',
      ]),
    );
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['MAIL_FROM', 'COMPANY_EMAIL_DOMAINS', 'CAPTCHA_HMAC_KEY']),
    );
    expect(CONFIG_VARIABLES).toContain('OIDC_PROVIDERS');
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['CONTENT_SITE_URL', 'CHINA_SITE_URL']));
    expect(CONFIG_VARIABLES).toContain('SURVEY_PROCESS_INTERVAL_MS');
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining([
        'CHROMIUM_PATH',
        'REPORT_BASE_URL',
        'REPORT_CONCURRENCY',
        'REPORT_QUEUE_LIMIT',
        'REPORT_TIMEOUT_MS',
      ]),
    );
    expect(CONFIG_VARIABLES).toContain('BENCHMARK_MIN_PEERS');
    expect(CONFIG_VARIABLES).toContain('WEB_CONCURRENCY');
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['LAB_INSIGHT_VIDEOS', 'MEDIA_DIR']));
    expect(CONFIG_VARIABLES).toEqual(expect.arrayContaining(['ENCRYPTION_SECRET', 'ENCRYPTION_SALT', 'ENCRYPTION_IV']));
    expect(CONFIG_VARIABLES).toEqual(
      expect.arrayContaining(['BUILD_DATE', 'CDN_URL', 'SITE_URL_FOR_LOGO', 'TELEMETRY_KEY', 'CONTENT_API_BASE_PATH']),
    );
    expect(CONFIG_VARIABLES).toContain('FIRST_SCREEN_RENDER');
    expect(CONFIG_VARIABLES).toHaveLength(42);
  });

  it('takes the lab-insight videos per language from LAB_INSIGHT_VIDEOS, none when unset', () => {
    expect(loadConfig({}).labInsightVideos).toEqual({});
    const en = { video: '/media/en.mp4', poster: '/media/en.jpg', captions: '/media/en.vtt' };
    expect(loadConfig({ LAB_INSIGHT_VIDEOS: JSON.stringify({ en }) }).labInsightVideos).toEqual({ en });
    expect(loadConfig({ MEDIA_DIR: 'media' }).mediaDir).toBe(resolve(REPO_ROOT, 'media'));
    expect(loadConfig({}).mediaDir).toBeUndefined();
  });

  it.each([
    ['not json', 'LAB_INSIGHT_VIDEOS must be a JSON object'],
    ['{"xx":{"video":"/a.mp4","poster":"/a.jpg","captions":"/a.vtt"}}', 'LAB_INSIGHT_VIDEOS must be a JSON object'],
    [
      '{"en":{"video":"https://cdn.example/a.mp4","poster":"/a.jpg","captions":"/a.vtt"}}',
      'video must be a path on this site',
    ],
    [
      '{"en":{"video":"//cdn.example/a.mp4","poster":"/a.jpg","captions":"/a.vtt"}}',
      'video must be a path on this site',
    ],
    ['{"en":{"video":"/a.mp4","poster":"/a.jpg"}}', 'LAB_INSIGHT_VIDEOS captions must be'],
  ])('refuses LAB_INSIGHT_VIDEOS=%s', (value, expected) => {
    expect(() => loadConfig({ LAB_INSIGHT_VIDEOS: value })).toThrow(expected);
  });

  it('takes the minimum benchmark peer group from BENCHMARK_MIN_PEERS, 5 when unset, and refuses 0', () => {
    expect(loadConfig({}).benchmarkMinPeers).toBe(5);
    expect(loadConfig({ BENCHMARK_MIN_PEERS: '8' }).benchmarkMinPeers).toBe(8);
    expect(() => loadConfig({ BENCHMARK_MIN_PEERS: '0' })).toThrow('BENCHMARK_MIN_PEERS must be at least 1');
  });

  it('starts one process unless WEB_CONCURRENCY says more, which needs PostgreSQL', () => {
    const postgres = { DATABASE_URL: 'postgres://app@db:5432/portal' };
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(configError({ WEB_CONCURRENCY: '2' })).toBe(
      'Configuration error: WEB_CONCURRENCY=2 needs DATABASE_URL (PGlite serves one process); set DATABASE_URL to a PostgreSQL server or WEB_CONCURRENCY=1',
    );
    expect(configError({ ...postgres, WEB_CONCURRENCY: '0' })).toContain('WEB_CONCURRENCY must be at least 1');
    expect(configError({ ...postgres, WEB_CONCURRENCY: 'auto' })).toContain('WEB_CONCURRENCY must be a whole number');
  });

  it.each([
    [undefined, false],
    ['off', false],
    ['on', true],
    ['10.0.0.0/8, 192.168.1.7', ['10.0.0.0/8', '192.168.1.7']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('reads the sign-in providers, each with its own scope or none', () => {
    const providers = [
      { provider: 'sso', issuer: 'https://login.corp.example/', clientId: 'portal', clientSecret: 's1' },
      {
        provider: 'linkedin',
        issuer: 'http://127.0.0.1:4010',
        clientId: 'portal-li',
        clientSecret: 's2',
        scope: 'openid email',
      },
    ];
    expect(loadConfig({}).oidcProviders).toEqual([]);
    expect(loadConfig({ OIDC_PROVIDERS: JSON.stringify(providers) }).oidcProviders).toEqual([
      { ...providers[0], scope: undefined },
      providers[1],
    ]);
  });

  it('stops start-up with one line on stderr and exit code 1', () => {
    const run = spawnSync(process.execPath, [SERVER_BUNDLE], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, PORT: 'nope', SITE_LOCATION: 'mars' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      'Configuration error: PORT must be a whole number (got "nope"); SITE_LOCATION must be apac or china (got "mars")',
    );
  });
});
