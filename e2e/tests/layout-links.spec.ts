import type { Locator, Page } from '@playwright/test';
import { header, signIn, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { CONTENT_SITE, serveContentSite } from '../support/content-site.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, loginRedirect, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §2 Header and Footer: the header menu's thought leadership on the desktop and in the phone's drawer; the footer's
 * logo, header text and disclaimer, its Benchmarking link (/survey when signed in, else the content site, D30, D112)
 * and its survey-type links (SURVEY_TYPES), in English, Japanese, Simplified Chinese and Thai.
 */

const SHOTS = '/tmp/shots-layout';

/** The survey types of the configuration and their addresses (§2 route table, §3 navigationUrl). */
const SURVEY_LINKS = [
  { code: 'CL', path: '/survey/core_lab' },
  { code: 'CLT', path: '/survey/core_lab_tender' },
  { code: 'ML', path: '/survey/molecular_diagnostic_lab' },
  { code: 'HL', path: '/survey/histopathlogy_lab' },
  { code: 'BB', path: '/survey/blood_bank' },
];

const footer = (page: Page) => page.getByRole('contentinfo');
const footerLink = (page: Page, key: string, lang = 'en') =>
  footer(page).getByRole('link', { name: exactly(t(key, {}, lang)) });

/** Back reloads the page (§4, D151): waits for that load. */
async function goBack(page: Page) {
  await Promise.all([page.waitForEvent('load'), page.goBack()]);
}

async function expectThoughtLeadership(page: Page, lang: string) {
  await expectPath(page, '/thought-leadership');
  await expect(pageHeading(page)).toHaveText(exactly(t('content.sections.thought-leadership', {}, lang)));
}

/** At the page's end the scroll arrow (fixed in the corner; not on phones) covers none of the footer's words. */
async function expectScrollArrowClearOfFooter(page: Page, lang: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const arrow = page.getByRole('button', { name: t('layout.scrollToTop', {}, lang) });
  await expect(arrow).toBeVisible();
  const box = (await arrow.boundingBox())!;
  const covered = await footer(page).evaluate((el, a) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const hits: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        const overlaps = r.left < a.x + a.width && a.x < r.right && r.top < a.y + a.height && a.y < r.bottom;
        if (overlaps && node.textContent?.trim()) hits.push(node.textContent.trim());
      }
    }
    return hits;
  }, box);
  expect(covered).toEqual([]);
}

test.describe('header menu', () => {
  test('on a desktop, Thought leadership leads to the articles and Back returns home', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    const menu = header(page).getByRole('navigation', { name: t('header.mainNavigation') });
    const link = menu.getByRole('link', { name: exactly(t('header.thoughtLeadership')) });
    await expect(link).toBeVisible();
    await link.click();
    await expectThoughtLeadership(page, 'en');
    await expect(link).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: `${SHOTS}/thought-leadership-en-1280.png` });
    await goBack(page);
    await expectPage(page, '/home', 'pages.home.title');
    await expect(link).not.toHaveAttribute('aria-current', 'page');
  });

  test('on a 360 px phone, a Thai lab user finds Thought leadership in the drawer and comes back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/WWB_th/login');
    await submitLogin(page, DEMO.lab.email, undefined, 'th');
    await expectPage(page, '/survey', 'pages.survey.title', 'th');
    // The row of the desktop is not shown on the phone: the menu is behind the button.
    await expect(
      header(page).getByRole('link', { name: exactly(t('header.thoughtLeadership', {}, 'th')) }),
    ).toBeHidden();
    await header(page)
      .getByRole('button', { name: t('header.openMenu', {}, 'th') })
      .click();
    const drawer = page.getByRole('dialog', { name: t('header.menu', {}, 'th') });
    const link = drawer.getByRole('link', { name: exactly(t('header.thoughtLeadership', {}, 'th')) });
    await expect(link).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/drawer-th-360.png` });
    await link.click();
    await expectThoughtLeadership(page, 'th');
    await expect(drawer).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/thought-leadership-th-360.png` });
    await goBack(page);
    await expectPage(page, '/survey', 'pages.survey.title', 'th');
  });
});

test.describe('footer', () => {
  for (const lang of ['en', 'ja', 'zhcn']) {
    test(`a visitor sees logo, header text, disclaimer and the survey-type links, clear of the scroll arrow, in ${lang}`, async ({
      page,
    }) => {
      await page.goto(`/WWB_${lang}/aboutus`);
      const logo = footer(page).getByRole('link', { name: exactly(t('header.productName', {}, lang)) });
      await expect(logo).toHaveAttribute('href', '/home');
      await expect(footer(page).getByText(t('footer.headerText', {}, lang), { exact: true })).toBeVisible();
      await expect(footer(page).getByText(t('footer.disclaimer', {}, lang), { exact: true })).toBeVisible();

      const surveys = footer(page).getByRole('navigation', { name: t('footer.surveys', {}, lang) });
      await expect(surveys.getByRole('link')).toHaveCount(SURVEY_LINKS.length);
      for (const { code, path } of SURVEY_LINKS) {
        const link = surveys.getByRole('link', { name: exactly(t(`footer.surveyTypes.${code}`, {}, lang)) });
        await expect(link).toHaveAttribute('href', path);
      }
      // Without a content site the portal is its own (D112): Benchmarking is the survey area, behind the lab sign-in.
      await expect(footerLink(page, 'footer.benchmarking', lang)).toHaveAttribute('href', '/survey');
      await expectScrollArrowClearOfFooter(page, lang);
      await page.screenshot({ path: `${SHOTS}/footer-${lang}-1280.png` });

      await logo.click();
      await expectPage(page, '/home', 'pages.home.title', lang);
      await footerLink(page, 'footer.benchmarking', lang).click();
      await expectPath(page, loginRedirect('/survey', 'lab'));
    });
  }

  test('on a 360 px phone the Thai footer shows its texts and every survey type', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/WWB_th/home');
    await expect(footer(page).getByText(t('footer.disclaimer', {}, 'th'), { exact: true })).toBeVisible();
    const surveys = footer(page).getByRole('navigation', { name: t('footer.surveys', {}, 'th') });
    for (const { code } of SURVEY_LINKS) {
      await expect(
        surveys.getByRole('link', { name: exactly(t(`footer.surveyTypes.${code}`, {}, 'th')) }),
      ).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/footer-th-360.png` });
  });

  test('a signed-in lab user’s Benchmarking and survey-type links lead into the survey area', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    await footerLink(page, 'footer.benchmarking').click();
    await expectPage(page, '/survey', 'pages.survey.title');
    await page.goto('/home');
    await footerLink(page, 'footer.surveyTypes.BB').click();
    await expectPage(page, '/survey/blood_bank', 'pages.survey.title');
  });
});

test.describe('with a content site', () => {
  test.beforeEach(async ({ page }) => {
    await serveContentSite(page);
  });

  /** Clicks an external link: the warning, then Continue opens the content site in a new tab. */
  async function openThroughWarning(page: Page, link: Locator): Promise<Page> {
    await link.click();
    const warning = page.getByRole('dialog', { name: t('layout.externalUrlWarning.title') });
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      warning.getByRole('button', { name: t('layout.externalUrlWarning.continue') }).click(),
    ]);
    await opened.waitForLoadState();
    return opened;
  }

  test('a visitor’s Benchmarking and the header’s Thought leadership go to the content site', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    const benchmarking = footerLink(page, 'footer.benchmarking');
    const address = (path: string) =>
      new RegExp(`^${CONTENT_SITE.replaceAll('.', '\\.')}/${path}\\?cc=[A-Z]+&switchTo=[A-Z]+_en$`);
    await expect(benchmarking).toHaveAttribute('href', address('benchmarking'));
    const site = await openThroughWarning(page, benchmarking);
    expect(site.url()).toMatch(address('benchmarking'));
    await site.close();

    const thoughtLeadership = header(page).getByRole('link', { name: exactly(t('header.thoughtLeadership')) });
    await expect(thoughtLeadership).toHaveAttribute('href', address('thought-leadership'));
    const articles = await openThroughWarning(page, thoughtLeadership);
    expect(articles.url()).toMatch(address('thought-leadership'));
    await expect(pageHeading(page)).toHaveText(exactly(t('pages.home.title')));
  });

  test('a signed-in lab user’s Benchmarking still leads to /survey on this site', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    const benchmarking = footerLink(page, 'footer.benchmarking');
    await expect(benchmarking).toHaveAttribute('href', '/survey');
    await benchmarking.click();
    await expectPage(page, '/survey', 'pages.survey.title');
  });
});
