import type { Page } from '@playwright/test';
import { callAs } from '../support/api.ts';
import { header, signIn, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** The translation tool's pages of issue 15 (glossary, terminology, coverage, e-mail preview) for users with LT. */

const GLOSSARY = '/translation/glossary';
const TERMINOLOGY = '/translation/terminology';
const COVERAGE = '/translation/coverage';
const EMAILS = '/translation/emails';
const TRANSLATOR_NAME = `${DEMO.translator.givenName} ${DEMO.translator.familyName}`;

/** Signs in through the login form in a language, so the interface stays in it. */
async function signInIn(page: Page, email: string, lang: string) {
  await page.goto(`/wwb_${lang}/login`);
  await submitLogin(page, email, undefined, lang);
  await page.waitForURL((url) => url.pathname !== '/login');
}

test('the translator reaches the glossary from the header, finds a key, and its Translate button opens the editor', async ({
  page,
}) => {
  await signIn(page, DEMO.translator.email);
  await header(page)
    .getByRole('button', { name: exactly(t('translation.pages.nav.label')) })
    .click();
  await page.getByRole('menuitem', { name: exactly(t('translation.pages.nav.glossary')) }).click();
  await expectPage(page, GLOSSARY, 'translation.pages.glossary.title');
  // Sections start closed; a heading opens its groups.
  const dashboard = page.getByRole('heading', {
    level: 2,
    name: new RegExp(`^${t('glossary.sections.A1_Dashboard')} A1_Dashboard`),
  });
  await dashboard.getByRole('button').click();
  await expect(dashboard.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 3, name: /^benchmark/ }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: t('translation.pages.glossary.search') }).fill('header.translateToggle');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.locator('code', { hasText: /^header\.translateToggle$/ }) });
  await expect(row).toContainText(t('header.translateToggle'));
  await expect(row).toContainText(t('glossary.where.header'));
  await expect(page.getByText(t('translation.pages.glossary.found', { number: '1' }))).toBeVisible();

  await row.getByRole('button', { name: exactly(t('translation.pages.translate')) }).click();
  const editor = page.getByRole('dialog');
  await expect(editor).toBeVisible();
  await expect(editor).toContainText('header.translateToggle');
});

test('coverage counts every language, and Mark reviewed takes a key off the review list', async ({ page }) => {
  await signIn(page, DEMO.translator.email);
  const all = await callAs(page, 'getTranslationCoverage', { langId: 'en' });
  const marked = all.languages.find((l) => l.review > 0);
  expect(marked, 'a language with keys marked for review (seeded from docs/i18n-review)').toBeDefined();
  const lang = marked!.langId;

  await page.goto(COVERAGE);
  await expectPage(page, COVERAGE, 'translation.pages.coverage.title');
  const table = page.getByTestId('coverage-table');
  await expect(table.locator('tbody tr')).toHaveCount(all.languages.length);
  expect(all.languages.length).toBeGreaterThanOrEqual(10);
  await table.locator(`tr[data-lang="${lang}"]`).getByRole('link').click();
  await expectPath(page, `${COVERAGE}?lang=${lang}`);

  const reviewCount = table.locator(`tr[data-lang="${lang}"] td[data-kind="review"]`);
  await expect(reviewCount).toHaveText(String(marked!.review));
  await page.getByRole('tab', { name: new RegExp(t('translation.pages.coverage.kinds.review')) }).click();
  const first = page.getByTestId('coverage-review').getByRole('listitem').first();
  const key = await first.getAttribute('data-key');
  expect(key).toBeTruthy();
  await first.getByRole('button', { name: exactly(t('translation.pages.coverage.markReviewed')) }).click();

  await expect(page.getByTestId('coverage-review').locator(`li[data-key="${key}"]`)).toHaveCount(0);
  await expect(reviewCount).toHaveText(String(marked!.review - 1));
  const after = await callAs(page, 'getTranslationCoverage', { langId: lang });
  expect(after.review.map((r) => r.translateKey)).not.toContain(key);
});

test('the terminology lists the agreed term for core lab in Thai and Chinese', async ({ page }) => {
  await signIn(page, DEMO.translator.email);
  await page.goto(TERMINOLOGY);
  await expectPage(page, TERMINOLOGY, 'translation.pages.terminology.title');
  const coreLab = page.getByTestId('terminology-table').locator('tr[data-concept="coreLab"]');
  await expect(coreLab.getByRole('rowheader')).toHaveText(t('translation.pages.terminology.concepts.coreLab'));
  await expect(coreLab).toContainText('ห้องปฏิบัติการหลัก');
  await expect(coreLab).toContainText('核心实验室');
  await expect(page.getByText(t('translation.pages.terminology.checkNote'))).toBeVisible();
});

test('the e-mail preview shows the password-reset mail in Japanese, addressed to the translator', async ({ page }) => {
  await signIn(page, DEMO.translator.email);
  await page.goto(EMAILS);
  await expectPage(page, EMAILS, 'translation.pages.emails.title');
  await page.getByRole('combobox', { name: t('translation.pages.emails.language') }).selectOption('ja');
  const mail = page.getByTestId('mail-reset');
  await expect(mail.getByRole('article', { name: t('mail.reset.subject', {}, 'ja') })).toBeVisible();
  await expect(mail).toContainText(t('mail.greeting', { name: TRANSLATOR_NAME }, 'ja'));
  await expect(mail).toContainText(t('mail.reset.intro', {}, 'ja'));
  await expect(mail).toContainText(t('mail.reset.button', {}, 'ja'));
  await expect(mail).toContainText(t('mail.reset.lifetime', { minutes: '15' }, 'ja'));
  await expect(mail).toContainText(t('mail.signature', {}, 'ja'));
  await expect(page.getByTestId('mail-verify')).toContainText(t('mail.verify.lifetime', { hours: '24' }, 'ja'));
});

test('a lab user without LT who asks for the glossary lands on /home, with no translation menu', async ({ page }) => {
  await signIn(page, DEMO.lab.email);
  await page.goto(GLOSSARY);
  await expectPath(page, '/home');
  await expect(header(page).getByRole('button', { name: exactly(t('translation.pages.nav.label')) })).toHaveCount(0);
});

test.describe('on a 360 px phone in Thai', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drawer leads to the tool, and terminology is cards that do not scroll sideways', async ({ page }) => {
    await signInIn(page, DEMO.translator.email, 'th');
    await header(page)
      .getByRole('button', { name: t('header.openMenu', {}, 'th') })
      .click();
    const group = page.getByRole('group', { name: t('translation.pages.nav.label', {}, 'th') });
    await group.getByRole('link', { name: exactly(t('translation.pages.nav.terminology', {}, 'th')) }).click();
    await expectPage(page, TERMINOLOGY, 'translation.pages.terminology.title', 'th');
    const card = page.getByTestId('terminology-cards').locator('[data-concept="coreLab"]');
    await expect(card).toBeVisible();
    await expect(card).toContainText('ห้องปฏิบัติการหลัก');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
