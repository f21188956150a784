import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { questionsOf } from '@labbench/contract';
import { TEST_OIDC_LOGIN_FORM } from '../../apps/server/src/test/oidc-provider.ts';
import { callAs } from '../support/api.ts';
import { header, profileMenuButton, signIn, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { OIDC_ACCOUNTS, SSO_PORT } from '../support/oidc-server.ts';
import { labBrowser } from '../support/staff-round.ts';
import { expect, test } from '../support/test.ts';

/**
 * Stored and reflected markup (docs/security.md "Stored markup"): texts users wrote — thread messages both ways, a
 * return message, an import's columns, a name from a sign-in provider, a translation being typed — are shown as
 * the characters they are, on every screen that shows them. Nothing they hold runs: `window.__xss` stays unset in
 * every frame, no element they name appears, no dialog opens, and the Content-Security-Policy blocks nothing.
 */

const IMG = '<img src=x onerror=window.__xss=1>';
const SCRIPT = '<script>window.__xss=1</script>';
const ALERT = `"><svg onload=alert(document.domain)>'`;
const unique = () => randomBytes(3).toString('hex').toUpperCase();

type Watched = Window & { __xss?: unknown; __cspViolations?: string[] };

/**
 * Watches a page for what injected markup would do: dialogs opened, the flag set, its elements in the page; and for
 * anything the Content-Security-Policy had to block, which the portal's own pages never cause.
 */
async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async function expectNothingRan() {
    for (const frame of page.frames()) {
      const seen = await frame.evaluate(() => {
        const watched = window as Watched;
        return { xss: watched.__xss, csp: watched.__cspViolations ?? [] };
      });
      expect(seen, frame.url()).toEqual({ xss: undefined, csp: [] });
      await expect(frame.locator('img[src="x"], svg[onload], script:has-text("__xss")')).toHaveCount(0);
    }
    expect(dialogs).toEqual([]);
  };
}

/** A valid answer to every question: the lower bound of numbers, the first choice, a currency code. */
function everyAnswer(definition: Record<string, unknown>) {
  return questionsOf(definition).map((q) => {
    if (q.inputType === 'number') return { code: q.name, value: Math.max(q.min ?? 1, 1) };
    const first = q.choices?.[0];
    if (q.type === 'radiogroup')
      return {
        code: q.name,
        value: String(typeof first === 'object' && first && 'value' in first ? first.value : first),
      };
    return { code: q.name, value: 'THB' };
  });
}

test('thread messages and a return message with markup are shown as text to staff and to the lab', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const staffRanNothing = await watch(page);
  await signIn(page, DEMO.staff.email);
  const lab = await callAs(page, 'updateInternalLab', {
    nameOfInstuation: `E2E Markup ${unique()}`,
    state: 'Bangkok',
    countryCode: 'TH',
    status: 'A',
  });
  const labCode = lab.labCode ?? '';
  const email = `markup-${unique().toLowerCase()}@test.example`;
  const user = await callAs(page, 'addNewUser', {
    email,
    firstName: 'Mia',
    lastName: 'Markup',
    userType: 'external',
    language: 'en',
    permissions: [],
    viewDownloadBtn: false,
    viewEnglishtransBtn: false,
    isSuperUser: false,
    labId: lab.labId,
  });

  // The lab's person sets a password of their own, signs in, answers the core lab survey and submits it.
  const member = await labBrowser(browser, baseURL);
  const memberRanNothing = await watch(member);
  const password = 'Markup#2026lab';
  await member.goto('/home');
  await callAs(member, 'changeExpiredPassword', {
    userId: user.userId,
    Password: user.initialPassword,
    newPassword: password,
  });
  await signIn(member, email, password);
  const consent = member.getByRole('dialog', { name: t('consent.question.title') });
  await consent.getByRole('button', { name: exactly(t('consent.question.yes')) }).click();
  const link = await callAs(member, 'getCatSurveyLinkOfLab', {
    lab_code: labCode,
    q_cat_code: 'CL',
    checkExistanceOfData: false,
  });
  const token = link.s_url.split('/').filter(Boolean).at(-1)?.split('?')[0] ?? '';
  const { definition } = await callAs(member, 'loadSurveyResponse', { token });
  await callAs(member, 'saveSurveyAnswers', { token, answers: everyAnswer(definition) });
  await callAs(member, 'completeSurveyResponse', { token });
  await expect
    .poll(
      async () => (await callAs(member, 'getSurveyDetailsOfLab', { lab_code: labCode })).categories.CL?.waitForImport,
      {
        timeout: 30_000,
      },
    )
    .toBe(false);

  // Staff ask about a question with markup; the lab replies with markup.
  const { items } = await callAs(page, 'getSurveysForValidation', { categories: ['CL'], search: labCode });
  const responseId = items[0]?.responseId ?? '';
  const question = questionsOf(definition).find((q) => q.inputType === 'number' && !q.visibleIf);
  if (!question) throw new Error('no plain numeric question');
  const reply = `${SCRIPT} ${ALERT}`;
  await callAs(page, 'submitSurveyComment', { labCode, responseId, code: question.name, comment: IMG });
  await callAs(member, 'submitSurveyComment', { labCode, responseId, code: question.name, comment: reply });

  // The lab's survey page: staff's question and the reply, as written.
  await member.goto('/survey/core_lab');
  const memberThread = member.locator(`[data-question="${question.name}"]`);
  await expect(memberThread.getByText(IMG, { exact: true })).toBeVisible();
  await expect(memberThread.getByText(reply, { exact: true })).toBeVisible();
  await memberRanNothing();

  // Staff's validation screen: the same thread.
  await page.goto(`/${COMPANY_SLUG}-validate/${responseId}`);
  const staffThread = page.locator(`[data-question="${question.name}"]`);
  await expect(staffThread.getByText(IMG, { exact: true })).toBeVisible();
  await expect(staffThread.getByText(reply, { exact: true })).toBeVisible();
  await staffRanNothing();

  // Returned for changes with a message of markup: the lab reads it in its form, interpolated into the note.
  await callAs(page, 'validateSurvayandapprove', { responseId, status: 'P', comment: `${ALERT} ${IMG}` });
  await member.goto('/survey/core_lab');
  const form = member.frameLocator('iframe').first();
  await expect(form.getByText(t('surveyForm.state.reason', { reason: `${ALERT} ${IMG}` }))).toBeVisible();
  await expect(form.locator(`[data-question="${question.name}"]`).getByText(IMG, { exact: true })).toBeVisible();
  await memberRanNothing();
  await member.context().close();
});

test("an import file's column headers with markup are shown as text in its problems", async ({ page }) => {
  const ranNothing = await watch(page);
  await signIn(page, DEMO.staff.email);
  await page.goto(`/${COMPANY_SLUG}-admin/import`);
  await page
    .getByRole('region', { name: t('transfer.import.templateTitle') })
    .getByRole('combobox', { name: t('transfer.rounds.category') })
    .selectOption({ label: t('footer.surveyTypes.CL') });
  const fileSection = page.getByRole('region', { name: t('transfer.import.fileTitle') });
  await fileSection.locator('input[type="file"]').setInputFiles({
    name: 'answers.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`lab_code,${SCRIPT},${IMG}\r\nNO-SUCH-LAB-1,1,2\r\n`),
  });
  await expect(fileSection.getByText(SCRIPT).first()).toBeVisible();
  await expect(fileSection.getByText(IMG).first()).toBeVisible();
  await ranNothing();
});

test('a translation typed with markup is refused by its check, shown as typed, and nothing is stored', async ({
  page,
}) => {
  const ranNothing = await watch(page);
  const key = 'header.benchmarking';
  await signIn(page, DEMO.translator.email);
  const stored = async () =>
    (await callAs(page, 'getValueByLanguageKey', { languageKey: key })).values.find((v) => v.langId === 'ja')
      ?.translation;
  const original = await stored();
  await header(page)
    .getByRole('switch', { name: exactly(t('header.translateToggle')) })
    .check();
  await page.getByRole('button', { name: exactly(t('translation.overlay.edit', { key })) }).click();
  const editor = page.getByRole('dialog', { name: t('translation.editor.title') });
  await editor.getByRole('button', { name: '日本語' }).click();
  const textarea = editor.getByRole('textbox', { name: '日本語' });
  await textarea.fill(IMG);
  const reason = `${t('translation.problems.error')}: ${t('translation.problems.markup')}`;
  await expect(editor.getByText(reason)).toBeVisible();
  await editor.getByRole('button', { name: exactly(t('translation.editor.save')) }).click();
  await expect(editor.getByRole('alert')).toHaveText(t('translation.editor.refused'));
  await expect(textarea).toHaveValue(IMG);
  expect(await stored()).toBe(original);
  await ranNothing();
});

test("a name with markup from a sign-in provider is shown as text in the header and in staff's user list", async ({
  page,
  browser,
}) => {
  const site = `http://127.0.0.1:${SSO_PORT}`;
  const account = OIDC_ACCOUNTS.markup;
  const fullName = `${account.given_name} ${account.family_name}`;
  const ranNothing = await watch(page);
  // The professional network's sign-in in the same window (no pop-up), on the server with providers configured.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto(`${site}/login?destination=%2Fhome`);
  await page
    .getByRole('group', { name: t('login.providersLabel') })
    .getByRole('button', { name: exactly(t('login.providers.linkedin')) })
    .click();
  const providerForm = page.getByRole('form', { name: TEST_OIDC_LOGIN_FORM.label });
  await providerForm.getByRole('combobox').selectOption(account.sub);
  await providerForm.getByRole('button', { name: exactly(TEST_OIDC_LOGIN_FORM.submit) }).click();
  await page.waitForURL(`${site}/home`);
  const consent = page.getByRole('dialog', { name: t('consent.question.title') });
  await consent.getByRole('button', { name: exactly(t('consent.question.yes')) }).click();
  const menu = profileMenuButton(page, fullName);
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(fullName);
  await ranNothing();

  const staff = await (await browser.newContext()).newPage();
  const staffRanNothing = await watch(staff);
  await staff.goto(`${site}/login`);
  await submitLogin(staff, DEMO.staff.email);
  await staff.waitForURL((url) => url.pathname !== '/login');
  await staff.goto(`${site}/${COMPANY_SLUG}-admin/users?q=${encodeURIComponent(account.email)}`);
  await expect(staff.getByText(fullName, { exact: true })).toBeVisible();
  await staffRanNothing();
  await staff.context().close();
});
