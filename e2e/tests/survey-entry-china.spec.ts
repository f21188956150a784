import type { Page } from '@playwright/test';
import { header, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18 on the China site (project "china", SITE_LOCATION=china): the China entry with an empty id, the frame's
 * `SC_WS` on the public entry, and the header in Simplified Chinese. Where a lab user lands after sign-in is in
 * china.spec.ts; the APAC side of all of it in survey-entry.spec.ts.
 */

const LANG = 'zhcn';
const zh = (key: string, vars: Record<string, string> = {}) => t(key, vars, LANG);
const DEMO_LAB = 'Demo Hospital Laboratory';

async function openEntryForm(page: Page, path: string) {
  await page.goto(path);
  const frame = page.frameLocator(`iframe[title="${zh('survey.frameTitle')}"]`);
  await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 30_000 });
  return frame;
}

test('/insightschina/:category/ with an empty id opens the default lab, the demo lab (D41)', async ({ page }) => {
  await openEntryForm(page, '/insightschina/core_lab_tender/');
  await expectPage(page, '/insightschina/core_lab_tender/', 'pages.labSurvey.title', LANG);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(DEMO_LAB);

  // The demo lab's core lab response is accepted: its entry leads on to the core lab dashboard, not to /home.
  await page.goto('/insightschina/CL/');
  await expectPath(page, loginRedirect('/dashboard', 'lab'));
});

test('the frame says SC_WS: the entry shows the summary with the answer just given', async ({ page }) => {
  const frame = await openEntryForm(page, '/insightschina/core_lab_tender/REVNTy1DTC0wMDE');
  const input = frame.locator('input[type="number"]').first();
  const answer = String(200 + Math.floor(Math.random() * 700));
  await input.fill(answer);
  await expect(frame.getByRole('status').filter({ hasText: zh('surveyForm.saved') })).toBeVisible();

  const form = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/survey-form/'))!;
  await form.evaluate(() => window.parent.postMessage('SC_WS', window.location.origin));
  await expect(pageHeading(page)).toHaveText(exactly(zh('survey.answers.title')));
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByText(answer, { exact: true })).toBeVisible();
});

test('the language button names China in Simplified Chinese', async ({ page }) => {
  await page.goto('/home');
  const button = header(page).getByRole('button', { name: zh('header.languageSelector') });
  await expect(button).toHaveText(new RegExp(`${zh('countries.CN')}\\s*·\\s*简体中文`), { useInnerText: true });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the header’s logo text is not clipped in Simplified Chinese', async ({ page }, testInfo) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.lab.email, undefined, LANG);
    await expectPath(page, '/survey');
    const logo = header(page).getByRole('link').first();
    await expect(logo).toBeVisible();
    const [linkScroll, linkClient, textScroll, textClient] = await logo.evaluate((link) => {
      const text = link.querySelector('span')!;
      return [link.scrollWidth, link.clientWidth, text.scrollWidth, text.clientWidth];
    });
    await testInfo.attach('china-header-360', { body: await page.screenshot(), contentType: 'image/png' });
    expect(linkScroll).toBeLessThanOrEqual(linkClient);
    expect(textScroll).toBeLessThanOrEqual(textClient);
  });
});
