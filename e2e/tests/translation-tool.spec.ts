import { randomBytes } from 'node:crypto';
import type { FrameLocator, Page, TestInfo } from '@playwright/test';
import type { LanguageId } from '@labbench/contract';
import { callAs } from '../support/api.ts';
import { header, signIn, submitLogin } from '../support/auth.ts';
import { CHINA_PORT, DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 15: the translation tool in place. A translator turns translate mode on, a pen beside a text opens the
 * editor, a save reaches every browser; a save that drops a placeholder is refused; users without LT and the China
 * site get no pens; a survey question's text is edited in the form itself. Every text changed is put back at the end.
 */

const TRANSLATOR_NAME = `${DEMO.translator.givenName} ${DEMO.translator.familyName}`;
/** A mark: zero-width characters between two invisible delimiters (apps/web/src/i18n/text-marks.ts). */
const MARK_CHARACTERS = /\u2063[\u200C\u200D]+\u2064/;

const unique = () => randomBytes(3).toString('hex');

function pen(page: Page | FrameLocator, key: string, lang = 'en') {
  return page.getByRole('button', { name: exactly(t('translation.overlay.edit', { key }, lang)) });
}

function editorDialog(page: Page | FrameLocator, lang = 'en') {
  return page.getByRole('dialog', { name: t('translation.editor.title', {}, lang) });
}

/** Turns translate mode on with the header's switch; from then on its own name carries a mark too. */
async function turnTranslateModeOn(page: Page, lang = 'en') {
  await header(page)
    .getByRole('switch', { name: exactly(t('header.translateToggle', {}, lang)) })
    .check();
  await expect(header(page).getByRole('switch', { name: t('header.translateToggle', {}, lang) })).toBeChecked();
}

/** The stored text of a key in a language, as the server has it now. */
async function storedText(page: Page, key: string, langId: LanguageId): Promise<string | null> {
  const { values } = await callAs(page, 'getValueByLanguageKey', { languageKey: key });
  return values.find((v) => v.langId === langId && v.translateKey === key)?.translation ?? null;
}

/** Puts a text back as it was before the test (through the API, as another translator would). */
async function restore(page: Page, key: string, langId: LanguageId, original: string) {
  const previous = await storedText(page, key, langId);
  if (previous === original) return;
  const answer = await callAs(page, 'updateTranslationByLanguageKey', {
    updatedTranslation: [{ langId, translateKey: key, translation: original, previous }],
    confirmWarnings: true,
  });
  expect(answer.status).toBe('Updated');
}

async function attach(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('the translator edits a header text in Japanese in place; another browser shows it; the history says who and when', async ({
  page,
  browser,
}, testInfo) => {
  const key = 'header.benchmarking';
  await signIn(page, DEMO.translator.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  const original = (await storedText(page, key, 'ja'))!;
  const changed = `${original} ${unique()}`;
  try {
    await turnTranslateModeOn(page);
    await pen(page, key).click();
    const editor = editorDialog(page);
    await expect(editor).toContainText(t('translation.editor.key', { key }));
    // The translator's language (English here) is shown; Japanese is turned on by its toggle.
    const japanese = editor.getByRole('button', { name: '日本語' });
    await expect(japanese).toHaveAttribute('aria-pressed', 'false');
    await japanese.click();
    await expect(japanese).toHaveAttribute('aria-pressed', 'true');
    const save = editor.getByRole('button', { name: exactly(t('translation.editor.save')) });
    await expect(save).toBeDisabled();
    const textarea = editor.getByRole('textbox', { name: '日本語' });
    await expect(textarea).toHaveValue(original);
    await textarea.fill(changed);
    await attach(page, testInfo, 'editor-desktop');
    await save.click();
    await expect(page.getByText(t('translation.editor.saved'))).toBeVisible();
    await expect(editor).toHaveCount(0);

    // A second browser (a visitor in Japanese) sees the new text once it loads the page.
    const other = await (await browser.newContext()).newPage();
    await other.goto('/wwb_ja/home');
    await expect(header(other).getByRole('link', { name: exactly(changed) })).toBeVisible();
    await other.context().close();

    // The history: who changed it, when, from what to what.
    await pen(page, key).click();
    await editorDialog(page)
      .getByRole('button', { name: exactly(t('translation.editor.viewHistory')) })
      .click();
    const history = page.getByRole('dialog', { name: t('translation.history.title') });
    const row = history.getByRole('row').filter({ hasText: changed }).first();
    await expect(row).toContainText(original);
    await expect(row).toContainText(t('translation.history.actions.update'));
    await expect(row).toContainText(TRANSLATOR_NAME);
    await expect(row).toContainText('日本語');
    await expect(row).toContainText(String(new Date().getUTCFullYear()));
    await attach(page, testInfo, 'history-desktop');
  } finally {
    await restore(page, key, 'ja', original);
  }
});

test('a save that drops a {{placeholder}} is refused with the reason, and nothing is stored', async ({ page }) => {
  const key = 'header.profileMenu';
  await signIn(page, DEMO.translator.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  const original = await storedText(page, key, 'ja');
  await turnTranslateModeOn(page);
  // The account menu's name is an attribute (aria-label): its pen sits on the button.
  await pen(page, key).click();
  const editor = editorDialog(page);
  await editor.getByRole('button', { name: '日本語' }).click();
  await editor.getByRole('textbox', { name: '日本語' }).fill('アカウントメニュー');
  const reason = `${t('translation.problems.error')}: ${t('translation.problems.placeholdersMissing', { list: '{{name}}' })}`;
  // Shown while typing, and again by the server's refusal.
  await expect(editor.getByText(reason)).toBeVisible();
  await editor.getByRole('button', { name: exactly(t('translation.editor.save')) }).click();
  await expect(editor.getByRole('alert')).toHaveText(t('translation.editor.refused'));
  await expect(editor.getByText(reason)).toBeVisible();
  expect(await storedText(page, key, 'ja')).toBe(original);

  // Leaving with the unsaved text asks first.
  await editor
    .getByRole('button', { name: exactly(t('common.close')) })
    .first()
    .click();
  const leave = page.getByRole('dialog', { name: t('translation.editor.confirmLeaveTitle') });
  await expect(leave).toContainText(t('translation.editor.confirmLeave'));
  await leave.getByRole('button', { name: exactly(t('translation.editor.leave')) }).click();
  await expect(editor).toHaveCount(0);
});

test('a save of several languages at once asks first, then stores each', async ({ page }) => {
  // The survey area's help link, in two languages no other test reads it in.
  const key = 'survey.help.open';
  await signIn(page, DEMO.translator.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  const originals = { ko: (await storedText(page, key, 'ko'))!, vi: (await storedText(page, key, 'vi'))! };
  const suffix = unique();
  try {
    await turnTranslateModeOn(page);
    await pen(page, key).click();
    const editor = editorDialog(page);
    for (const [lang, name] of [
      ['ko', '한국어'],
      ['vi', 'Tiếng Việt'],
    ] as const) {
      await editor.getByRole('button', { name }).click();
      await editor.getByRole('textbox', { name }).fill(`${originals[lang]} ${suffix}`);
    }
    await editor.getByRole('button', { name: exactly(t('translation.editor.save')) }).click();
    const confirm = page.getByRole('dialog', { name: t('translation.editor.confirmSaveTitle') });
    await expect(confirm).toContainText(t('translation.editor.confirmSave'));
    await confirm.getByRole('button', { name: exactly(t('translation.editor.save')) }).click();
    await expect(page.getByText(t('translation.editor.saved'))).toBeVisible();
    expect(await storedText(page, key, 'ko')).toBe(`${originals.ko} ${suffix}`);
    expect(await storedText(page, key, 'vi')).toBe(`${originals.vi} ${suffix}`);
  } finally {
    await restore(page, key, 'ko', originals.ko);
    await restore(page, key, 'vi', originals.vi);
  }
});

test('a lab user without LT gets no toggle, no pens and no marks, even with translate mode stored', async ({
  page,
}) => {
  await signIn(page, DEMO.lab.email);
  await expectPage(page, '/survey', 'pages.survey.title');
  await page.evaluate(() => sessionStorage.setItem('translateMode', '1'));
  await page.reload();
  await expectPage(page, '/survey', 'pages.survey.title');
  await expect(header(page).getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit translation: / })).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(MARK_CHARACTERS);
});

test('on the China site the translator has no toggle and no pens', async ({ page }) => {
  const china = `http://127.0.0.1:${CHINA_PORT}`;
  await page.goto(`${china}/login`);
  await submitLogin(page, DEMO.translator.email, DEMO_PASSWORD, 'zhcn');
  // Signing in lands where it does on the APAC site (D157).
  await expectPage(page, '/survey', 'pages.survey.title', 'zhcn');
  await page.evaluate(() => sessionStorage.setItem('translateMode', '1'));
  await page.reload();
  await expectPage(page, '/survey', 'pages.survey.title', 'zhcn');
  await expect(header(page).getByRole('switch')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${t('translation.overlay.edit', { key: '' }, 'zhcn')}`) }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => document.body.innerText)).not.toMatch(MARK_CHARACTERS);
});

test("a survey question's Thai text edited through the tool shows in the form", async ({ page }, testInfo) => {
  const key = 'survey:CLT:2026:CLT_LAB_TYPE:title';
  await signIn(page, DEMO.translator.email);
  const original = (await storedText(page, key, 'th'))!;
  const changed = `${original} (${unique()})`;
  try {
    await page.evaluate(() => localStorage.setItem('language', 'th'));
    await page.goto('/survey/core_lab_tender');
    // By its address: in translate mode its title carries a mark.
    const frame = page.frameLocator('iframe[src*="/survey-form/"]');
    await expect(frame.getByText(original).first()).toBeVisible({ timeout: 20_000 });
    // The switch in the page reaches the form in its frame; the survey's own texts then carry their keys.
    await turnTranslateModeOn(page, 'th');
    const questionPen = pen(frame, key, 'th');
    await expect(questionPen).toBeAttached({ timeout: 20_000 });
    // The pens of the frame's layer are fixed to the frame, which is as tall as the form: the page scrolls to them.
    const box = (await questionPen.boundingBox())!;
    await page.evaluate((y) => window.scrollBy(0, y - 300), box.y);
    await questionPen.click();
    const editor = editorDialog(frame, 'th');
    await expect(editor).toBeInViewport();
    const thai = editor.getByRole('textbox', { name: 'ไทย' });
    await expect(thai).toHaveValue(original);
    await thai.fill(changed);
    await attach(page, testInfo, 'survey-frame-editor');
    await editor.getByRole('button', { name: exactly(t('translation.editor.save', {}, 'th')) }).click();
    await expect(editor).toHaveCount(0);
    // The question's title (it also names the answers' radio group), with its mark.
    await expect(frame.getByRole('radiogroup', { name: changed })).toBeVisible();
    await attach(page, testInfo, 'survey-frame-after-save');
  } finally {
    await restore(page, key, 'th', original);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the editor and the history fill the screen and keep every control in reach', async ({ page }, testInfo) => {
    const key = 'pages.survey.title';
    await signIn(page, DEMO.translator.email);
    await expectPage(page, '/survey', 'pages.survey.title');
    await page.evaluate(() => sessionStorage.setItem('translateMode', '1'));
    await page.reload();
    // Texts carry their (invisible) marks now.
    await expect(pageHeading(page)).toContainText(t('pages.survey.title'));
    await expect(pen(page, key)).toBeVisible();
    await attach(page, testInfo, 'pens-360');
    await pen(page, key).click();
    const editor = editorDialog(page);
    await editor.getByRole('button', { name: 'ไทย' }).click();
    await expect(editor.getByRole('textbox', { name: 'ไทย' })).toBeVisible();
    const save = editor.getByRole('button', { name: exactly(t('translation.editor.save')) });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await attach(page, testInfo, 'editor-360');
    await editor.getByRole('button', { name: exactly(t('translation.editor.viewHistory')) }).click();
    const history = page.getByRole('dialog', { name: t('translation.history.title') });
    await expect(history.getByRole('combobox', { name: t('translation.history.language') })).toBeVisible();
    await attach(page, testInfo, 'history-360');
  });
});
