import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { APAC_PORT, CHINA_PORT, COMPANY_SLUG, E2E_INSIGHT_VIDEO } from './support/constants.ts';
import { IDENTITY_PORT, MAIL_CATCHER_SMTP_URL, MAIL_CATCHER_URL } from './support/mailbox.ts';
import { COMPANY_DOMAIN, OIDC_ISSUER, SSO_PORT, SSO_SERVER_PROVIDERS } from './support/oidc-server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isCI = !!process.env.CI;

/**
 * One fresh data directory per run and server. The config is loaded again in every worker process:
 * the runner creates the directories and passes them on through the environment, and removes them when it exits
 * (after it has stopped the servers).
 */
function freshDataDir(envName: string, label: string): string {
  const existing = process.env[envName];
  if (existing) return existing;
  const dir = mkdtempSync(join(tmpdir(), `labbench-e2e-${label}-`));
  process.env[envName] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The demo data every server starts with, seeded once per run by a first start of the built server
 * (support/seed-data-dir.ts) and copied to each server's directory: four first starts in a row seeded the same data
 * for a minute before the first test. The servers then start as on any later day, on a directory already seeded.
 */
function seededTemplate(): string {
  const existing = process.env.LABBENCH_E2E_TEMPLATE_DATA_DIR;
  if (existing) return existing;
  const dir = freshDataDir('LABBENCH_E2E_TEMPLATE_DATA_DIR', 'template');
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed-data-dir.ts', dir], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  return dir;
}

function seededDataDir(envName: string, label: string): string {
  if (process.env[envName]) return process.env[envName];
  const dir = freshDataDir(envName, label);
  cpSync(seededTemplate(), dir, { recursive: true });
  return dir;
}

const apacDataDir = seededDataDir('LABBENCH_E2E_APAC_DATA_DIR', 'apac');
const chinaDataDir = seededDataDir('LABBENCH_E2E_CHINA_DATA_DIR', 'china');
const identityDataDir = seededDataDir('LABBENCH_E2E_IDENTITY_DATA_DIR', 'identity');
const ssoDataDir = seededDataDir('LABBENCH_E2E_SSO_DATA_DIR', 'sso');

/**
 * The servers serve a copy of the built web app taken when the run starts, so a rebuild of apps/web/dist
 * during the run (another terminal, an editor task) cannot pull the files away under the tests.
 */
function webAppSnapshot(): string {
  const existing = process.env.LABBENCH_E2E_WEB_DIST_DIR;
  if (existing) return existing;
  const built = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(built, 'index.html'))) {
    throw new Error('apps/web/dist has no index.html: build the web app first (npm run build, or npm run test:e2e)');
  }
  const dir = freshDataDir('LABBENCH_E2E_WEB_DIST_DIR', 'web');
  cpSync(built, dir, { recursive: true });
  return dir;
}

const webDistDir = webAppSnapshot();

/**
 * The tests' browser: CHROMIUM_PATH, else Debian's `chromium-headless-shell` when installed, else `chromium`. The
 * headless shell is the same Chromium build without the desktop browser around it (what Playwright itself runs for
 * headless tests): the two workers' tests took about a third less CPU in it on the 2-core machine.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const testBrowser = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The bundled server `npm run build` writes (scripts/build-server.mjs), as `npm start` runs it.
const serverCommand = 'node apps/server/dist/main.mjs';

function server(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    name: port === CHINA_PORT ? 'server:china' : 'server:apac',
    command: serverCommand,
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      COMPANY_SLUG,
      SITE_LOCATION: 'apac',
      // A value of "" counts as unset for the server: whatever the shell has, the tests run on the embedded
      // database in DATA_DIR with the documented defaults they assert (session lifetimes, country detection).
      DATABASE_URL: '',
      PUBLIC_URL: '',
      COUNTRY_HEADER: '',
      SESSION_TTL_S: '',
      SESSION_REMEMBER_TTL_S: '',
      WEB_DIST_DIR: webDistDir,
      LOG_LEVEL: 'warn',
      // Each test is its own client (support/test.ts sets X-Forwarded-For), as people behind a load balancer are.
      TRUST_PROXY: '127.0.0.1',
      // Only the APAC server prints PDF reports (report.spec.ts); the others spare the machine a warm browser each.
      CHROMIUM_PATH: 'off',
      ...extraEnv,
    },
    url: `http://127.0.0.1:${port}/home`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
  };
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: isCI,
  workers: 2,
  retries: isCI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? join('playwright-report', 'results.json') }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${APAC_PORT}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'apac',
      testIgnore: /(china|password|registration|profile|consent|journey|survey-submit|sign-in|newsletter)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: launchOptions(),
      },
    },
    {
      name: 'china',
      testMatch: /china\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${CHINA_PORT}`,
        launchOptions: launchOptions(),
      },
    },
    {
      // The identity flows create accounts and change passwords: on a server of their own, so no other test sees it.
      name: 'identity',
      testMatch: /(password|registration|profile|consent|journey|survey-submit|newsletter)\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${IDENTITY_PORT}`,
        launchOptions: launchOptions(),
      },
    },
    {
      // Provider sign-in against a real OpenID Connect provider, and sign-in failures that raise the captcha:
      // on a server of their own, so no other test's accounts or throttle counters are touched.
      name: 'sso',
      testMatch: /sign-in\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${SSO_PORT}`,
        launchOptions: launchOptions(),
      },
    },
  ],
  webServer: [
    // Choosing China on the APAC site leads to the China site (CHINA_SITE_URL).
    server(APAC_PORT, apacDataDir, {
      CHINA_SITE_URL: `http://127.0.0.1:${CHINA_PORT}`,
      // Indonesian only, so no other test's home page shows it (home-extras.spec.ts).
      LAB_INSIGHT_VIDEOS: JSON.stringify({ id: E2E_INSIGHT_VIDEO }),
      // The browser tests' own Chromium ("" = the usual places).
      CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '',
    }),
    // The China site offers single sign-on from its footer (§2), at the same test provider as the `sso` server.
    server(CHINA_PORT, chinaDataDir, { SITE_LOCATION: 'china', OIDC_PROVIDERS: SSO_SERVER_PROVIDERS }),
    // Identity: a real SMTP server that keeps what it receives (support/mail-catcher.ts), and an APAC server with
    // its own data directory that mails to it, with links to itself.
    {
      name: 'mail-catcher',
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      cwd: repoRoot,
      url: `${MAIL_CATCHER_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
    },
    {
      ...server(IDENTITY_PORT, identityDataDir, {
        // Processing waits a few seconds, so the survey journey sees the processing state before it is done.
        SURVEY_PROCESS_INTERVAL_MS: '5000',
        SMTP_URL: MAIL_CATCHER_SMTP_URL,
        PUBLIC_URL: `http://127.0.0.1:${IDENTITY_PORT}`,
      }),
      name: 'server:identity',
    },
    // Provider sign-in: a real OpenID Connect provider (support/oidc-server.ts), and an APAC server with its own
    // data directory that offers single sign-on and the professional network through it.
    {
      name: 'oidc-provider',
      command: 'node --import tsx e2e/support/oidc-server.ts',
      cwd: repoRoot,
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 },
    },
    {
      ...server(SSO_PORT, ssoDataDir, {
        PUBLIC_URL: `http://127.0.0.1:${SSO_PORT}`,
        OIDC_PROVIDERS: SSO_SERVER_PROVIDERS,
        COMPANY_EMAIL_DOMAINS: COMPANY_DOMAIN,
      }),
      name: 'server:sso',
    },
  ],
});

function launchOptions() {
  return {
    executablePath: testBrowser,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
