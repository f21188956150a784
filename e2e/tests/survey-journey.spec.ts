import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, FrameLocator, Page } from '@playwright/test';
import { questionTitles, questionsOf } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { registerLabUser } from '../support/accounts.ts';
import { callAs } from '../support/api.ts';
import { signIn } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 8's "done when": a lab takes its yearly core lab survey in Japanese in the frame, leaves half-way and resumes
 * in a fresh browser, while a colleague answers through the distribution link; it completes (the frame posts `SC`)
 * and sees the processing state; staff flag a question, the lab answers it on its survey page, staff accept, and
 * the lab sees the dashboard link. On the identity server: the lab is registered for this test alone.
 */

const VALIDATE = `/${COMPANY_SLUG}-validate`;
const LAB_ANSWER = { code: 'CL_SAMPLES_PER_DAY', value: '450' };
const COLLEAGUE_ANSWER = { code: 'CL_FTE_TECHNICIANS', value: '12' };

interface Session {
  context: BrowserContext;
  page: Page;
}

async function newSession(browser: Browser, baseURL: string, headers: Record<string, string> | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers, locale: 'en-US', timezoneId: 'UTC' });
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  return { context, page: await context.newPage() };
}

/** Signs in, chooses Japanese and opens the core lab survey; answers the frame once its form is there. */
async function openCoreLabInJapanese({ page }: Session, email: string, password: string): Promise<FrameLocator> {
  await signIn(page, email, password);
  await page.evaluate(() => localStorage.setItem('language', 'ja'));
  await page.goto('/survey/core_lab');
  const frame = page.frameLocator(`iframe[title="${t('survey.frameTitle', {}, 'ja')}"]`);
  await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 30_000 });
  return frame;
}

const question = (frame: FrameLocator | Page, code: string) => frame.locator(`[data-name="${code}"] input`);
const saved = (frame: FrameLocator | Page, lang: string) =>
  frame.getByRole('status').filter({ hasText: t('surveyForm.saved', {}, lang) });

/** A valid answer to every question (the lower bound of numbers, the first choice, a currency code). */
function fullAnswers(definition: Record<string, unknown>): PayloadOf<'saveSurveyAnswers'>['answers'] {
  return questionsOf(definition).map((q) => {
    if (q.inputType === 'number') return { code: q.name, value: Math.max(q.min ?? 1, 1) };
    if (q.type === 'radiogroup') {
      const first = q.choices?.[0];
      const value = typeof first === 'object' && first !== null && 'value' in first ? first.value : first;
      return { code: q.name, value: String(value) };
    }
    return { code: q.name, value: 'THB' };
  });
}

test('a lab takes its survey with a colleague, resumes elsewhere, and staff validate it through a question', async ({
  browser,
  request,
  extraHTTPHeaders,
}, testInfo) => {
  test.setTimeout(300_000);
  const baseURL = String(testInfo.project.use.baseURL);
  const labName = `Journey Laboratory ${randomBytes(3).toString('hex')}`;
  const account = await registerLabUser(request, { nameOfInstuation: labName });

  // The lab manager starts in Japanese; a colleague opens the distribution link at the same time.
  const first = await newSession(browser, baseURL, extraHTTPHeaders);
  const frame = await openCoreLabInJapanese(first, account.email, account.password);
  await expect(first.page.locator('iframe')).toHaveAttribute('src', /Q_Language=JA/);
  const formPath = (await first.page.locator('iframe').getAttribute('src'))?.split('?')[0] ?? '';
  const colleague = await newSession(browser, baseURL, extraHTTPHeaders);
  await colleague.page.goto(`${formPath}?Q_Language=EN`);
  await expect(question(colleague.page, COLLEAGUE_ANSWER.code)).toBeVisible({ timeout: 30_000 });
  await Promise.all([
    question(frame, LAB_ANSWER.code).fill(LAB_ANSWER.value),
    question(colleague.page, COLLEAGUE_ANSWER.code).fill(COLLEAGUE_ANSWER.value),
  ]);
  await expect(saved(frame, 'ja')).toBeVisible();
  await expect(saved(colleague.page, 'en')).toBeVisible();
  await first.context.close();

  // Half-way: a fresh browser resumes the same response, with both people's answers.
  const second = await newSession(browser, baseURL, extraHTTPHeaders);
  let resumed = await openCoreLabInJapanese(second, account.email, account.password);
  await expect(question(resumed, LAB_ANSWER.code)).toHaveValue(LAB_ANSWER.value);
  await expect(question(resumed, COLLEAGUE_ANSWER.code)).toHaveValue(COLLEAGUE_ANSWER.value);

  // The colleague answers the rest through the link and stops on the last page; the lab completes in the frame.
  const token = formPath.split('/').at(-1) ?? '';
  const form = await callAs(colleague.page, 'loadSurveyResponse', { token });
  const titleOf = (code: string) => questionsOf(form.definition).find((q) => q.name === code)?.title ?? code;
  const rest = fullAnswers(form.definition).filter(
    (a) => a.code !== LAB_ANSWER.code && a.code !== COLLEAGUE_ANSWER.code,
  );
  await callAs(colleague.page, 'saveSurveyAnswers', {
    token,
    answers: rest,
    position: { page: 'cost', question: null },
  });
  await second.page.reload();
  resumed = second.page.frameLocator('iframe');
  await resumed.locator('.sd-navigation__complete-btn').click({ timeout: 30_000 });
  // The page confirms the submission; the lowest numbers make the stated productivity a warning to confirm.
  const confirmation = second.page.getByRole('dialog');
  await confirmation.getByRole('checkbox', { name: t('surveyForm.submit.warningsConfirm', {}, 'ja') }).check();
  await confirmation.getByRole('button', { name: exactly(t('surveyForm.submit.confirm', {}, 'ja')) }).click();
  await expect(second.page.getByText(t('survey.page.submittedTitle', {}, 'ja'))).toBeVisible({ timeout: 30_000 });
  await expect(second.page.getByText(t('survey.processing', {}, 'ja')).first()).toBeVisible();

  // Staff find the response, wait for its processing, and ask the lab about one answer.
  const staff = await newSession(browser, baseURL, extraHTTPHeaders);
  await signIn(staff.page, DEMO.staff.email);
  await staff.page.goto(`${VALIDATE}?search=${encodeURIComponent(labName)}`);
  const row = staff.page.getByRole('row').filter({ hasText: labName });
  await row.getByRole('link').click();
  const item = staff.page.locator(`[data-question="${LAB_ANSWER.code}"]`);
  await expect(item).toContainText(`${account.firstName} ${account.lastName}`);
  await expect(staff.page.locator(`[data-question="${COLLEAGUE_ANSWER.code}"]`)).toContainText(
    t('review.answer.byLink', { at: '' }).split(',')[0] ?? '',
  );
  await item.getByRole('button', { name: exactly(t('review.thread.ask')) }).click();
  await item
    .getByRole('textbox', { name: t('review.thread.askLabel', { question: titleOf(LAB_ANSWER.code) }) })
    .fill('Is this the daily average?');
  await item.getByRole('button', { name: exactly(t('review.thread.send')) }).click();
  await expect(item.getByText('Is this the daily average?')).toBeVisible();

  // The lab sees the question by its Japanese title on its survey page and answers it there.
  await second.page.reload();
  const thread = second.page.locator(`section [data-question="${LAB_ANSWER.code}"]`);
  await expect(thread.getByText('Is this the daily average?')).toBeVisible();
  const title = questionTitles(form.definition, 'ja').get(LAB_ANSWER.code) ?? '';
  await expect(thread).toContainText(title);
  await thread
    .getByRole('textbox', { name: t('surveyForm.threads.replyLabel', { title }, 'ja') })
    .fill('Yes, over the last 12 months.');
  await thread.getByRole('button', { name: exactly(t('surveyForm.threads.send', {}, 'ja')) }).click();
  await expect(thread.getByText('Yes, over the last 12 months.')).toBeVisible();

  // Staff see the reply and accept; the lab's core lab card then leads to its dashboard.
  await staff.page.reload();
  await expect(item.getByText('Yes, over the last 12 months.')).toBeVisible();
  await expect(staff.page.getByText(t('review.processing'))).toHaveCount(0, { timeout: 30_000 });
  // Accepting a response with failed checks (the lowest numbers) is confirmed as such.
  await staff.page
    .getByRole('region', { name: t('review.decision.bar') })
    .getByRole('button', { name: exactly(t('review.decision.A.open')) })
    .click();
  await staff.page
    .getByRole('dialog')
    .getByRole('button', { name: exactly(t('review.decision.A.confirmAnyway')) })
    .click();
  await expect(staff.page.getByText(t('review.validate.accepted'))).toBeVisible();

  await second.page.goto('/survey');
  await expect(second.page.getByRole('link', { name: t('survey.action.dashboard', {}, 'ja') })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  for (const session of [second, colleague, staff]) await session.context.close();
});
