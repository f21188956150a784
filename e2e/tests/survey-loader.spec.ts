import type { FrameLocator, Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §2 "Lab survey": a loader while the survey is fetched, then the lab-name heading and the form's frame; the frame is
 * 370 px high unless the response is open (status P), when it takes the height the form posts plus 50 px, 600 px at
 * least (§9). The demo lab's core lab tender survey is open, its core lab survey submitted and validated.
 */

const SHOTS = '/tmp/shots-layout';
const DEMO_LAB = 'Demo Hospital Laboratory';
const DEMO_LAB_CODE_B64 = 'REVNTy1DTC0wMDE';

/** Holds every call of an API request until `release` is called, as a slow server would. */
async function holdRequest(page: Page, request: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api' && url.searchParams.get('request') === request,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const loader = (page: Page, lang: string) =>
  page.getByRole('progressbar', { name: t('survey.help.takeSurvey.loading', {}, lang) });
const labHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const frame = (page: Page) => page.locator('iframe');

async function expectFormIn(form: FrameLocator) {
  await expect(form.locator('input[type="number"]').first()).toBeVisible({ timeout: 20_000 });
}

test.describe('while the survey loads', () => {
  test('the survey page shows the loader, then the lab-name heading and the form', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    const release = await holdRequest(page, 'getSurveyDetailsOfLab');
    await page.goto('/survey/core_lab_tender');
    await expect(loader(page, 'en')).toBeVisible();
    await expect(labHeading(page)).toHaveCount(0);
    await expect(frame(page)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/survey-loader-en-1280.png` });

    release();
    await expect(loader(page, 'en')).toHaveCount(0);
    await expect(labHeading(page)).toHaveText(new RegExp(`^${DEMO_LAB} · ${t('survey.categories.CLT')} \\d{4}$`));
    await expectFormIn(page.frameLocator(`iframe[title="${t('survey.frameTitle')}"]`));
  });

  test('the lab-code entry shows the loader in Japanese, then the lab-name heading and the form', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await page.evaluate(() => localStorage.setItem('language', 'ja'));
    const release = await holdRequest(page, 'getCatSurveyLinkOfLab');
    await page.goto(`/labcode/core_lab_tender/${DEMO_LAB_CODE_B64}`);
    await expect(loader(page, 'ja')).toBeVisible();
    await expect(labHeading(page)).toHaveCount(0);
    await expect(frame(page)).toHaveCount(0);

    release();
    await expect(loader(page, 'ja')).toHaveCount(0);
    await expect(labHeading(page)).toHaveText(exactly(`${DEMO_LAB} · ${t('survey.categories.CLT', {}, 'ja')}`));
    await expectFormIn(page.frameLocator(`iframe[title="${t('survey.frameTitle', {}, 'ja')}"]`));
  });
});

/** The frame's height as laid out, in CSS pixels. */
const frameHeight = (page: Page) => frame(page).evaluate((el) => Math.round(el.getBoundingClientRect().height));

/** What the form posts to the page around it, from inside the frame as the form does. */
async function postFromForm(page: Page, data: number) {
  const form = page.frames().find((f) => new URL(f.url()).pathname.startsWith('/survey-form/'));
  if (!form) throw new Error('no survey form frame');
  await form.evaluate((height) => {
    // No scroll bar comes or goes as the frame changes height, so the form's own size (and the height it posts) stays.
    document.documentElement.style.overflow = 'hidden';
    window.parent.postMessage(height, window.location.origin);
  }, data);
}

test.describe('the frame’s height', () => {
  test('follows the form while the response is open: its height plus 50 px, 600 px at least', async ({ page }) => {
    // The heights the form posts to the page (the page's own window, not the frame's).
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const posted: number[] = [];
      Object.assign(window, { postedHeights: posted });
      window.addEventListener('message', (event) => {
        if (typeof event.data === 'number') posted.push(event.data);
      });
    });
    await signIn(page, DEMO.lab.email);
    await page.goto('/survey/core_lab_tender');
    await expectFormIn(page.frameLocator('iframe'));
    const lastPosted = () =>
      page.evaluate(() => (window as unknown as { postedHeights: number[] }).postedHeights.at(-1) ?? 0);
    await expect.poll(lastPosted).toBeGreaterThan(0);
    await expect.poll(async () => (await frameHeight(page)) - Math.max(600, (await lastPosted()) + 50)).toBe(0);

    await postFromForm(page, 1234);
    await expect.poll(() => frameHeight(page)).toBe(1284);
    await postFromForm(page, 100);
    await expect.poll(() => frameHeight(page)).toBe(600);
  });

  test('stays 370 px for a submitted response, whatever height the form posts', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await page.goto(`/labcode/core_lab/${DEMO_LAB_CODE_B64}`);
    await expect(labHeading(page)).toHaveText(exactly(`${DEMO_LAB} · ${t('survey.categories.CL')}`));
    await expect(frame(page)).toBeVisible();
    await expect.poll(() => frameHeight(page)).toBe(370);
    // Once the form in the frame has drawn itself (and posted its own height).
    await expect(page.frameLocator('iframe').locator('body')).toContainText(/\S/, { timeout: 20_000 });
    await postFromForm(page, 1234);
    await expect(frame(page)).toHaveCSS('height', '370px');
    await page.screenshot({ path: `${SHOTS}/survey-frame-submitted-1280.png` });
  });
});
