import { randomBytes } from 'node:crypto';
import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { publishInsight } from '../support/demo-content.ts';
import { t } from '../support/i18n.ts';
import { pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §8 "external link: alert with translated ExternalUrlWarning before opening": a link in an article to another site
 * asks first; Cancel stays on the page, Continue opens the site in a new tab.
 */
const PARTNER = 'https://partner.example.org/lab-week';

test('a link to another site asks in the visitor’s language before it opens a new tab', async ({ page, browser }) => {
  const slug = `partner-${randomBytes(3).toString('hex')}`;
  await signIn(page, DEMO.staff.email);
  await publishInsight(page, slug, `Partner ${slug}`, `Read more on [the partner site](${PARTNER}).`);

  const context = await browser.newContext();
  // The partner site is outside the test machine: answer for it.
  await context.route(`${PARTNER}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Partner</title><h1>Partner</h1>' }),
  );
  const visitor = await context.newPage();
  await visitor.goto(`/get-inspired/insights/${slug}?switchTo=JP_ja`);
  await expect(pageHeading(visitor)).toHaveText(`Partner ${slug}`);

  const link = visitor.getByRole('link', { name: 'the partner site' });
  await expect(link).toHaveAttribute('href', PARTNER);
  const warning = visitor.getByRole('dialog', { name: t('layout.externalUrlWarning.title', {}, 'ja') });

  await link.click();
  await expect(warning).toContainText(t('layout.externalUrlWarning.message', {}, 'ja'));
  await warning.getByRole('button', { name: t('common.cancel', {}, 'ja') }).click();
  await expect(warning).toBeHidden();
  expect(context.pages()).toHaveLength(1);

  await link.click();
  const [partner] = await Promise.all([
    context.waitForEvent('page'),
    warning.getByRole('button', { name: t('layout.externalUrlWarning.continue', {}, 'ja') }).click(),
  ]);
  await partner.waitForLoadState();
  expect(partner.url()).toBe(PARTNER);
  await expect(warning).toBeHidden();
  await expect(pageHeading(visitor)).toHaveText(`Partner ${slug}`);
  await context.close();
});
