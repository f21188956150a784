import type { Response } from '@playwright/test';
import type { ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { profileMenuButton, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { startOwnPortal } from '../support/own-portal.ts';
import { navigateInApp, pageHeading } from '../support/pages.ts';
import { demoTitle } from '../support/demo-content.ts';
import { expect, test } from '../support/test.ts';

/**
 * Response encryption (§7) in the browser: a portal of its own started with ENCRYPT_RESPONSE=on (in production, so
 * with a secret of its own). The lab user signs in and sees the dashboard, while every answer of the API on the wire
 * is an encrypted string, never the data. The same portal answers the content area at a path of its own
 * (CONTENT_API_BASE_PATH, §3 contentApiBasePath).
 */

const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;
const LAB_NAME = 'Demo Hospital Laboratory';

let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnPortal('encryption', {
    ENCRYPT_RESPONSE: 'on',
    ENCRYPTION_SECRET: 'e2e-encryption-secret-of-this-portal',
    ENCRYPTION_SALT: 'e2e-salt',
    ENCRYPTION_IV: 'e2e-iv',
    CONTENT_API_BASE_PATH: '/content-api',
  });
});

test.afterAll(async () => {
  await server?.stop('SIGTERM');
});

test('with ENCRYPT_RESPONSE on the lab user signs in and sees the dashboard; answers are ciphertext on the wire', async ({
  page,
}) => {
  if (!server) throw new Error('no server');
  // The other portals of the run may still be seeding on this machine: the first dashboard can take a while.
  test.setTimeout(120_000);
  const origin = server.origin;
  const answers: Promise<{ request: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api') return;
    const request = url.searchParams.get('request') ?? '';
    // An answer the page no longer waits for may have no body left to read: it is left out.
    answers.push(
      response.text().then(
        (body) => ({ request, body }),
        () => ({ request, body: '' }),
      ),
    );
  });

  await page.goto(`${origin}/login`);
  await expect(pageHeading(page)).toHaveText(exactly(t('login.title')));
  await submitLogin(page, DEMO.lab.email);
  // Name and initials come from the decrypted session.
  await expect(profileMenuButton(page, DANA)).toBeVisible({ timeout: 30_000 });

  await navigateInApp(page, '/dashboard');
  await expect(pageHeading(page)).toHaveText(exactly(t('benchmark.title')), { timeout: 30_000 });
  await expect(page.getByText(LAB_NAME).first()).toBeVisible();
  await expect(page.locator('[data-kpi]').first()).toBeVisible({ timeout: 30_000 });

  const seen = await Promise.all(answers);
  const encrypted: string[] = [];
  for (const { request, body } of seen) {
    if (!body) continue;
    const envelope = JSON.parse(body) as { data?: unknown; encrypted?: unknown };
    // Errors stay readable by design (the client acts on their codes); everything else is one encrypted string.
    if (typeof envelope.data === 'object' && envelope.data !== null && 'error' in envelope.data) continue;
    expect(envelope.encrypted, request).toBe(true);
    expect(typeof envelope.data, request).toBe('string');
    // Neither can occur in base64 text: '@' and spaces are not in its alphabet.
    expect(body, request).not.toContain(DEMO.lab.email);
    expect(body, request).not.toContain(LAB_NAME);
    encrypted.push(request);
  }
  expect(encrypted).toEqual(expect.arrayContaining(['ValidateUser', 'getBenchmarkDashboard']));
});

test("with a content API path the privacy policy's call goes there, and the visitor reads the page", async ({
  page,
}) => {
  if (!server) throw new Error('no server');
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has('request')) paths.push(`${url.pathname} ${url.searchParams.get('request')}`);
  });
  await page.goto(`${server.origin}/privacy`);
  await expect(pageHeading(page)).toHaveText(demoTitle('privacy', 'en'), { timeout: 30_000 });
  expect(paths).toContain('/content-api getContentPage');
  expect(paths.filter((path) => path.endsWith(' getContentPage'))).toEqual(['/content-api getContentPage']);
});
