import type { Frame, Page } from '@playwright/test';
import { header, signIn, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18 on the APAC site: the lab-code entry with an empty id, where a lab user lands after sign-in, the frame's
 * `SC_WS`, the form's font, the help's country lists, the language button and the phone header. The China site's
 * side is in survey-entry-china.spec.ts. The core lab tender survey: the demo lab's core lab survey is validated.
 */

const TENDER = '/survey/core_lab_tender';
const DEMO_LAB = 'Demo Hospital Laboratory';

function formFrame(page: Page): Frame {
  const frame = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/survey-form/'));
  if (!frame) throw new Error('no survey form frame');
  return frame;
}

/** Waits for the form in the frame and answers its first number question; the form saves it. */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  const frame = page.frameLocator(`iframe[title="${t('survey.frameTitle')}"]`);
  await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 20_000 });
  return frame;
}

/** What the form posts to the page around it (§4 frame messages), from inside the frame as the form does. */
async function postFromForm(page: Page, message: string) {
  await formFrame(page).evaluate((data) => window.parent.postMessage(data, window.location.origin), message);
}

test('/labcode/:category/ with an empty id opens the default lab, the demo lab (D41)', async ({ page }) => {
  await signIn(page, DEMO.lab.email);
  await page.goto('/labcode/core_lab_tender/');
  await expectPage(page, '/labcode/core_lab_tender/', 'pages.labSurvey.title');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(DEMO_LAB);
  await expect(page.frameLocator('iframe').locator('input[type="number"]').first()).toBeVisible({ timeout: 20_000 });
});

test('a lab user signing in on the login page lands on the survey area, as on the China site', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, DEMO.lab.email);
  await expectPage(page, '/survey', 'pages.survey.title');
});

test.describe('the frame says SC_WS: the survey is complete, show its summary', () => {
  test('on the lab-code entry the summary of the answers replaces the form', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await openForm(page, '/labcode/core_lab_tender/REVNTy1DTC0wMDE');
    await postFromForm(page, 'SC_WS');
    await expect(pageHeading(page)).toHaveText(exactly(t('survey.answers.title')));
    await expect(page.getByText(`${DEMO_LAB} · ${t('survey.categories.CLT')}`, { exact: false })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: exactly(t('survey.answers.print')) })).toBeVisible();
  });

  test('on the survey page it leads to the answers page; SC alone stays with the form', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await openForm(page, TENDER);
    await postFromForm(page, 'SC');
    await expectPath(page, TENDER);
    await expect(page.locator('iframe')).toBeVisible();
    await postFromForm(page, 'SC_WS');
    await expectPage(page, `${TENDER}/answers`, 'survey.answers.title');
  });
});

test('the form in the frame uses the portal’s fonts, not a serif fallback', async ({ page }) => {
  await signIn(page, DEMO.lab.email);
  const frame = await openForm(page, TENDER);
  const portal = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(portal).toContain('sans-serif');
  for (const selector of ['.sd-header__text .sd-title', '.sd-question__title', 'input[type="number"]']) {
    const font = await frame
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(font, selector).toBe(portal);
  }
});

test('the help lists the countries of the CL, ML and HL surveys, and the user comes back to the help', async ({
  page,
}) => {
  await signIn(page, DEMO.lab.email);
  await page.goto(TENDER);
  await page.getByRole('button', { name: exactly(t('survey.help.open')) }).click();
  const dialog = page.getByRole('dialog', { name: t('survey.help.title') });
  await expect(dialog.getByText(t('survey.help.countries.title'))).toBeVisible();

  await dialog.getByRole('button', { name: exactly(t('survey.categories.CL')) }).click();
  const listTitle = t('survey.help.countries.listTitle', { survey: t('survey.categories.CL') });
  await expect(dialog.getByRole('heading', { name: listTitle })).toBeVisible();
  const countries = dialog.getByRole('listitem');
  for (const code of ['JP', 'TH', 'CN', 'DE']) {
    await expect(countries.filter({ hasText: exactly(t(`countries.${code}`)) })).toHaveCount(1);
  }
  await expect(countries.filter({ hasText: exactly(t('countries.WWB')) })).toHaveCount(0);

  await dialog.getByRole('button', { name: exactly(t('survey.help.countries.back')) }).click();
  await expect(dialog.getByText(t('survey.help.takeSurvey.title'))).toBeVisible();
  // Germany takes the core lab survey only (§4).
  await dialog.getByRole('button', { name: exactly(t('survey.categories.ML')) }).click();
  await expect(countries.filter({ hasText: exactly(t('countries.JP')) })).toHaveCount(1);
  await expect(countries.filter({ hasText: exactly(t('countries.DE')) })).toHaveCount(0);
});

test('the language button names the country: Worldwide · English, in Japanese 全世界 · 日本語', async ({ page }) => {
  await page.goto('/home');
  const button = header(page).getByRole('button', { name: t('header.languageSelector') });
  await expect(button).toHaveText(/Worldwide\s*·\s*English/, { useInnerText: true });
  await page.goto('/WWB_ja/home');
  const ja = header(page).getByRole('button', { name: t('header.languageSelector', {}, 'ja') });
  await expect(ja).toHaveText(new RegExp(`${t('countries.WWB', {}, 'ja')}\\s*·\\s*日本語`), { useInnerText: true });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the first question of the survey is on the first screen', async ({ page }, testInfo) => {
    await signIn(page, DEMO.lab.email);
    const frame = await openForm(page, TENDER);
    await page.evaluate(() => window.scrollTo(0, 0));
    const question = await frame.locator('.sd-question').first().boundingBox();
    expect(question).not.toBeNull();
    await testInfo.attach('survey-360', { body: await page.screenshot(), contentType: 'image/png' });
    expect(question!.y).toBeLessThan(640);
  });

  for (const lang of ['zhcn', 'th', 'ja']) {
    test(`the header's logo text is not clipped in ${lang}`, async ({ page }, testInfo) => {
      await page.goto(`/WWB_${lang}/login`);
      await submitLogin(page, DEMO.lab.email, undefined, lang);
      await expectPath(page, '/survey');
      await expect(header(page).getByRole('button', { name: new RegExp(DEMO.lab.givenName) })).toBeVisible();
      const logo = header(page).getByRole('link').first();
      const sizes = await logo.evaluate((link) => {
        const text = link.querySelector('span')!;
        return [link.scrollWidth, link.clientWidth, text.scrollWidth, text.clientWidth];
      });
      await testInfo.attach(`header-360-${lang}`, { body: await page.screenshot(), contentType: 'image/png' });
      const [linkScroll, linkClient, textScroll, textClient] = sizes as [number, number, number, number];
      expect(linkScroll).toBeLessThanOrEqual(linkClient);
      expect(textScroll).toBeLessThanOrEqual(textClient);
    });
  }
});
