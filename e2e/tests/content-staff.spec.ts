import type { Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Staff edit the content area (issue 17 item 2): a tag made and put on a new article, its Japanese version written,
 * previewed and published; a visitor reading Japanese finds it at once, and no longer once it is unpublished.
 */

const CONTENT = `/${COMPANY_SLUG}-admin/content`;
const LIST = '/thought-leadership';
const run = Date.now().toString(36);
const TAG = { slug: `e2e-tag-${run}`, name: `E2E topic ${run}` };
const ARTICLE = {
  slug: `e2e-article-${run}`,
  en: { title: `Lab quality in practice ${run}`, body: 'Plain **English** text.' },
  ja: { title: `現場の品質管理 ${run}`, summary: '検査室の品質について', heading: '測定の不確かさ' },
};

/** The editor's tab of a language, whatever state it shows beside the name. */
const languageTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** A second browser, a visitor who reads Japanese. */
async function japaneseVisitor(page: Page): Promise<Page> {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin });
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  const visitor = await context.newPage();
  await visitor.goto(`${LIST}?switchTo=JP_ja`);
  return visitor;
}

test('staff write, preview, publish and unpublish an article in Japanese; a visitor sees each change at once', async ({
  page,
}) => {
  await signIn(page, DEMO.staff.email);

  await test.step('a tag is made', async () => {
    await page.goto(`${CONTENT}/tags`);
    await expect(pageHeading(page)).toHaveText(exactly(t('contentStaff.tags.title')));
    await page.getByRole('button', { name: exactly(t('contentStaff.tags.new')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('contentStaff.tags.slug') }).fill(TAG.slug);
    await dialog.getByRole('textbox', { name: t('contentStaff.tags.nameIn', { language: 'English' }) }).fill(TAG.name);
    await dialog.getByRole('button', { name: exactly(t('contentStaff.tags.save')) }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: TAG.slug })).toContainText(TAG.name);
  });

  await test.step('an article is written in English and Japanese, with the tag', async () => {
    await page.goto(CONTENT);
    await page.getByRole('link', { name: exactly(t('contentStaff.list.newArticle')) }).click();
    await expectPage(page, `${CONTENT}/new?kind=article`, 'contentStaff.edit.new.article');
    await page.getByRole('textbox', { name: t('contentStaff.edit.slug') }).fill(ARTICLE.slug);
    await page.getByRole('combobox', { name: t('contentStaff.edit.tags') }).click();
    await page.getByRole('option', { name: TAG.name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: t('contentStaff.edit.titleField') }).fill(ARTICLE.en.title);
    await page.getByRole('textbox', { name: t('contentStaff.edit.body') }).fill(ARTICLE.en.body);
    await languageTab(page, '日本語').click();
    await page.getByRole('textbox', { name: t('contentStaff.edit.titleField') }).fill(ARTICLE.ja.title);
    await page.getByRole('textbox', { name: t('contentStaff.edit.summary') }).fill(ARTICLE.ja.summary);
    await page
      .getByRole('textbox', { name: t('contentStaff.edit.body') })
      .fill(`## ${ARTICLE.ja.heading}\n\n本文です。<script>alert(1)</script>`);
    await page.getByRole('button', { name: exactly(t('contentStaff.edit.save')) }).click();
    await expect(page.getByText(t('contentStaff.edit.saved'))).toBeVisible();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^${CONTENT}/(?!new)[^/]+$`));
    await expect(pageHeading(page)).toHaveText(exactly(t('contentStaff.edit.edit.article')));
  });

  await test.step('the Japanese version is previewed, then published', async () => {
    await languageTab(page, '日本語').click();
    await page.getByRole('switch', { name: t('contentStaff.edit.preview') }).check();
    await expect(page.getByRole('heading', { level: 2, name: ARTICLE.ja.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: ARTICLE.ja.heading })).toBeVisible();
    // Markup in the text is shown as text, never run.
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
    await page.getByRole('button', { name: exactly(t('contentStaff.edit.publish')) }).click();
    await expect(page.getByText(t('contentStaff.edit.publishedToast'))).toBeVisible();
    await expect(page.getByRole('button', { name: exactly(t('contentStaff.edit.unpublish')) })).toBeVisible();
    await expect(page.getByRole('link', { name: t('contentStaff.edit.viewOnSite') })).toHaveAttribute(
      'href',
      `${LIST}/${ARTICLE.slug}?switchTo=JP_ja`,
    );
  });

  const visitor = await japaneseVisitor(page);
  await test.step('a visitor reading Japanese finds it in the list and opens it', async () => {
    await visitor.getByRole('link', { name: ARTICLE.ja.title }).first().click();
    await expectPath(visitor, `${LIST}/${ARTICLE.slug}`);
    await expect(pageHeading(visitor)).toHaveText(ARTICLE.ja.title);
    await expect(visitor.getByRole('heading', { name: ARTICLE.ja.heading })).toBeVisible();
  });

  await test.step('staff unpublish it and the visitor no longer finds it', async () => {
    await page.getByRole('button', { name: exactly(t('contentStaff.edit.unpublish')) }).click();
    await expect(page.getByText(t('contentStaff.edit.unpublishedToast'))).toBeVisible();
    await visitor.goto(LIST);
    await expect(pageHeading(visitor)).toBeVisible();
    await expect(visitor.getByRole('link', { name: ARTICLE.ja.title })).toHaveCount(0);
  });
  await visitor.context().close();

  await test.step('the list shows the article with its languages, and the tag counts it', async () => {
    await page.goto(`${CONTENT}?q=${ARTICLE.slug}`);
    const row = page.getByRole('listitem').filter({ hasText: ARTICLE.en.title });
    await expect(row.getByLabel(`日本語: ${t('contentStaff.state.draft')}`)).toBeVisible();
    await expect(row.getByLabel(`English: ${t('contentStaff.state.draft')}`)).toBeVisible();
    await page.goto(`${CONTENT}/tags`);
    await expect(page.getByRole('listitem').filter({ hasText: TAG.slug })).toContainText(
      t('contentStaff.tags.articles', { count: '1' }),
    );
  });
});
