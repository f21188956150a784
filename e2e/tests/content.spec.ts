import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { header, signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { demoTitle, publishInsight } from '../support/demo-content.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The public content area (issue 17) on the demo content (apps/server/src/db/demo-content: a text's first line is
 * its title): reading in Thai with the English fallback said, the legal texts of a country, staff Markdown that
 * holds markup rendered inert, and the footer's way to every page and back.
 */
const th = (key: string, vars: Record<string, string> = {}) => t(key, vars, 'th');
const SHOTS = '/tmp/shots-content';

async function chooseThai(page: Page) {
  await header(page)
    .getByRole('button', { name: t('header.languageSelector') })
    .click();
  await page
    .getByRole('dialog', { name: t('languagePanel.title') })
    .getByRole('button', { name: t('languagePanel.countryLanguage', { country: t('countries.TH'), language: 'ไทย' }) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
}

test('a Thai visitor finds an article by topic, reads it in Thai, and is told when one is shown in English', async ({
  page,
}) => {
  await page.goto('/home');
  await chooseThai(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(th('footer.topics')) })
    .click();
  await expectPath(page, '/topics');
  await expect(pageHeading(page)).toHaveText(th('content.topics.title'));
  // Topic names in Thai; the count includes articles shown in English (the demo's quality articles).
  await page.getByRole('link', { name: /^คุณภาพ \(\d+\)$/ }).click();
  await expectPath(page, '/topics/quality');

  const title = demoTitle('why-peer-benchmarking-matters', 'th');
  await page.getByRole('link', { name: exactly(title) }).click();
  await expectPath(page, '/thought-leadership/why-peer-benchmarking-matters');
  await expect(pageHeading(page)).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'การควบคุมคุณภาพยังไม่ใช่ภาพทั้งหมด' })).toBeVisible();
  // The date in Thai (Buddhist era), and no notice: the article is in the visitor's language.
  await expect(page.locator('article time').first()).toHaveText(/\d+ \S+ 25\d\d/);
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/article-th-desktop.png`, fullPage: true });
  // From the article's contributors to the contributors page, and back.
  await page.getByRole('link', { name: exactly(th('content.contributors.title')) }).click();
  await expectPath(page, '/get-inspired/contributors');
  await expect(pageHeading(page)).toHaveText(th('content.contributors.title'));
  // Back reloads the page (§4, D151): wait for that load before going on.
  await Promise.all([page.waitForEvent('load'), page.goBack()]);
  await expect(pageHeading(page)).toHaveText(title);

  await page.goto('/get-inspired/insights/reading-your-first-dashboard');
  await expect(pageHeading(page)).toHaveText(demoTitle('reading-your-first-dashboard', 'en'));
  await expect(page.getByRole('note')).toHaveText(
    th('content.languageNotice.article', { wanted: 'ไทย', shown: 'English' }),
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/article-fallback-th-360.png`, fullPage: true });
  await page.goto('/topics');
  await page.screenshot({ path: `${SHOTS}/topics-th-360.png`, fullPage: true });
  await page.goto('/thought-leadership');
  await page.screenshot({ path: `${SHOTS}/list-th-360.png`, fullPage: true });
});

test('the privacy policy is Germany’s own for a German visitor and the general one for a Thai visitor', async ({
  page,
}) => {
  await page.goto('/privacy?switchTo=DE_de');
  await expect(pageHeading(page)).toHaveText(demoTitle('DE_privacy', 'de'));
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/privacy-de-360.png` });
  await page.goto('/privacy?switchTo=TH_th');
  await expect(pageHeading(page)).toHaveText(demoTitle('privacy', 'th'));
});

test('markup in staff Markdown is shown as text and never runs', async ({ page, browser }) => {
  const dialogs: string[] = [];
  const slug = `markup-${randomBytes(3).toString('hex')}`;
  const hostile = [
    'Inert: <script>window.__xss=1</script>',
    '<img src=x onerror="window.__xss=1">',
    '[click me](javascript:window.__xss=1) [data](data:text/html,<script>window.__xss=1</script>)',
  ].join('\n\n');
  await signIn(page, DEMO.staff.email);
  await publishInsight(page, slug, `Markup ${slug}`, hostile);

  const visitor = await (await browser.newContext()).newPage();
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visitor.goto(`/get-inspired/insights/${slug}`);
  await expect(pageHeading(visitor)).toHaveText(`Markup ${slug}`);
  await expect(visitor.getByText('Inert: <script>window.__xss=1</script>')).toBeVisible();
  await expect(visitor.getByText('<img src=x onerror="window.__xss=1">')).toBeVisible();
  await visitor.getByText('click me').click();
  await expect(
    visitor.locator('main script, img[src="x"], [onerror], a[href^="javascript"], a[href^="data"]'),
  ).toHaveCount(0);
  expect(await visitor.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await visitor.context().close();
});

test('the footer leads to each content page, and each leads back home', async ({ page }) => {
  const pages = [
    { key: 'footer.thoughtLeadership', path: '/thought-leadership', heading: t('content.sections.thought-leadership') },
    { key: 'footer.topics', path: '/topics', heading: t('content.topics.title') },
    { key: 'footer.community', path: '/community', heading: demoTitle('community', 'en') },
    { key: 'footer.aboutUs', path: '/aboutus', heading: demoTitle('aboutus', 'en') },
    { key: 'footer.contactUs', path: '/contact-us', heading: demoTitle('contact', 'en') },
    { key: 'footer.privacyPolicy', path: '/privacy', heading: demoTitle('privacy', 'en') },
    { key: 'footer.legalStatement', path: '/termsofuse', heading: demoTitle('termsofuse', 'en') },
  ];
  await page.goto('/home');
  // No content site is configured on the test servers: every link is the portal's own, none opens a new tab.
  await expect(page.getByRole('contentinfo').locator('a[target="_blank"]')).toHaveCount(0);
  for (const { key, path, heading } of pages) {
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: exactly(t(key)) })
      .click();
    await expectPath(page, path);
    await expect(pageHeading(page)).toHaveText(heading);
    await page
      .getByRole('navigation', { name: t('content.breadcrumb') })
      .getByRole('link', { name: exactly(t('content.home')) })
      .click();
    await expectPath(page, '/home');
  }
  // The Impressum is offered where the country has one (DE).
  await expect(page.getByRole('contentinfo').getByRole('link', { name: exactly(t('footer.impressum')) })).toHaveCount(
    0,
  );
  await page.goto('/home?switchTo=DE_de');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: exactly(t('footer.impressum', {}, 'de')) })
    .click();
  await expect(pageHeading(page)).toHaveText(demoTitle('DE_impressum', 'de'));
});
