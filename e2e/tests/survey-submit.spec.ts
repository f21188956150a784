import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { questionsOf } from '@labbench/contract';
import type { PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { registerLabUser } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 14 item 2, the lab's side (D60, D61): a submission with required answers missing is refused and lists them by
 * their titles, each leading to its question; warnings are confirmed in a dialog that names the survey; the card
 * then offers the answers, read in full; a response staff return shows their reason and question by its text, and the
 * lab changes the answer, replies and submits again. Each test registers a lab of its own (on the identity server,
 * which mails the verification link), the first answering the molecular diagnostics survey, the second the blood bank
 * survey.
 */

const SUBMITTED = { category: 'ML', page: '/survey/molecular_diagnostic_lab' } as const;
const RETURNED = { category: 'BB', page: '/survey/blood_bank' } as const;
const surveyName = (category: string) => `${t(`survey.categories.${category}`)} 2026`;

type Call = <N extends RequestName>(name: N, payload: PayloadOf<N>) => Promise<ResponseOf<N>>;

/** Calls as the app makes them, signed in by ValidateUser: the token and the XSRF header on every call. */
async function apiAs(request: APIRequestContext, email: string, password: string): Promise<Call> {
  await request.get('/home');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
  const call: Call = async (name, payload) => {
    const response = await request.post(`/api?request=${name}`, { data: payload, headers });
    const body = (await response.json()) as { token?: string; data: ResponseOf<typeof name> & { error?: unknown } };
    if (!response.ok() || body.data.error) throw new Error(`${name}: ${JSON.stringify(body)}`);
    if (body.token) headers.Token = body.token;
    return body.data;
  };
  await call('ValidateUser', { email, password, remember_me: false });
  return call;
}

/** A valid answer to every question: the lower bound of numbers, first choices (a hospital lab), a currency. */
function everyAnswer(definition: Record<string, unknown>): PayloadOf<'saveSurveyAnswers'>['answers'] {
  return questionsOf(definition).map((q) => {
    if (q.inputType === 'number') return { code: q.name, value: Math.max(q.min ?? 1, 1) };
    if (q.type === 'radiogroup') {
      const first = q.choices?.[0];
      return {
        code: q.name,
        value: String(typeof first === 'object' && first && 'value' in first ? first.value : first),
      };
    }
    return { code: q.name, value: 'THB' };
  });
}

/** A new lab's form of a category, signed in through the API; titles and labels as the definition gives them. */
async function newLab(request: APIRequestContext, category: 'ML' | 'BB') {
  const account = await registerLabUser(request, { nameOfInstuation: `Submit Laboratory ${Date.now()}` });
  const call = await apiAs(request, account.email, account.password);
  const labCode = (await call('getSession', {})).currentUser?.labCode ?? '';
  const link = await call('getCatSurveyLinkOfLab', {
    lab_code: labCode,
    q_cat_code: category,
    checkExistanceOfData: false,
  });
  const token = link.s_url.split('/').at(-1) ?? '';
  const form = await call('loadSurveyResponse', { token });
  const questions = questionsOf(form.definition);
  const titleOf = (code: string) => questions.find((q) => q.name === code)?.title ?? code;
  const labelOf = (code: string, value: string) => {
    const choice = questions
      .find((q) => q.name === code)
      ?.choices?.find((c) => typeof c === 'object' && c !== null && 'value' in c && c.value === value);
    const text = typeof choice === 'object' && choice !== null && 'text' in choice ? choice.text : value;
    return typeof text === 'object' && text !== null && 'default' in text ? String(text.default) : String(text);
  };
  return { account, labCode, call, token, form, titleOf, labelOf };
}

async function openForm(page: Page, path: string): Promise<FrameLocator> {
  await page.goto(path);
  const frame = page.frameLocator(`iframe[title="${t('survey.frameTitle')}"]`);
  await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 30_000 });
  return frame;
}

const dialog = (page: Page) => page.getByRole('dialog');
/** A role name that contains the text as it is (a title may hold brackets). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const submitButton = (page: Page) => page.getByRole('button', { name: exactly(t('survey.submit')) });
const saved = (frame: FrameLocator) => frame.getByRole('status').filter({ hasText: t('surveyForm.saved') });

test('a submission with required answers missing is refused and lists them; then warnings are confirmed and the answers read', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { category, page: path } = SUBMITTED;
  const lab = await newLab(request, category);
  await signIn(page, lab.account.email, lab.account.password);
  const frame = await openForm(page, path);

  // One answer given in the form, then the page's Submit: refused, the missing answers listed by their titles.
  await frame.locator('[data-name="ML_TESTS_PER_WEEK"] input').fill('120');
  await expect(saved(frame)).toBeVisible();
  await submitButton(page).click();
  const missing = dialog(page).getByRole('list', { name: t('surveyForm.submit.missingList') });
  await expect(missing.getByRole('listitem').first()).toBeVisible();
  await expect(missing).toContainText(lab.titleOf('ML_LAB_TYPE'));
  await expect(missing).toContainText(lab.titleOf('ML_PCR_TAT_MEDIAN_MIN'));
  await expect(missing).not.toContainText(lab.titleOf('ML_TESTS_PER_WEEK'));
  await expect(missing).not.toContainText('ML_');
  await expect(dialog(page).getByRole('button', { name: exactly(t('surveyForm.submit.confirm')) })).toHaveCount(0);

  // Each missing answer leads to its question in the form, on its page and on screen.
  await missing.getByRole('button', { name: containing(lab.titleOf('ML_PCR_TAT_MEDIAN_MIN')) }).click();
  await expect(dialog(page)).toHaveCount(0);
  const target = frame.locator('[data-name="ML_PCR_TAT_MEDIAN_MIN"]');
  await expect(target).toBeVisible();
  await expect
    .poll(async () => {
      const box = await target.boundingBox();
      return !!box && box.y >= 0 && box.y < (page.viewportSize()?.height ?? 0);
    })
    .toBe(true);

  // The API refuses the same submission, naming the codes.
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const refused = await request.post('/api?request=completeSurveyResponse', {
    data: { token: lab.token },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(refused.status()).toBe(409);
  const refusal = (await refused.json()) as { data: { error: { code: string; fields: { field: string }[] } } };
  expect(refusal.data.error.code).toBe('survey_incomplete');
  expect(refusal.data.error.fields.map((f) => f.field)).toContain('answers.ML_LAB_TYPE');

  // Every answer given, the two cost shares over 100 %; the form resumes on its last page, where Complete is.
  await lab.call('saveSurveyAnswers', {
    token: lab.token,
    answers: [
      ...everyAnswer(lab.form.definition),
      { code: 'ML_STAFF_COST_SHARE_PCT', value: 70 },
      { code: 'ML_REAGENT_SHARE_PCT', value: 50 },
    ],
    position: { page: 'cost', question: null },
  });
  await page.reload();
  await page.frameLocator('iframe').locator('.sd-navigation__complete-btn').click({ timeout: 30_000 });

  // The form's own Complete ends in the page's confirmation: it names the survey and the lab, and lists the warning.
  const survey = surveyName(category);
  await expect(page.getByRole('heading', { name: t('surveyForm.submit.confirmTitle', { survey }) })).toBeVisible();
  const labName = (await lab.call('getSurveyDetailsOfLab', { lab_code: lab.labCode })).labName;
  await expect(dialog(page)).toContainText(t('surveyForm.submit.confirmText', { survey, lab: labName }));
  const warnings = dialog(page).getByRole('list', { name: t('surveyForm.submit.warningsList') });
  await expect(warnings).toContainText(lab.titleOf('ML_REAGENT_SHARE_PCT'));
  await expect(warnings).toContainText(t('checks.costSharesAbove100'));
  const confirm = dialog(page).getByRole('button', { name: exactly(t('surveyForm.submit.confirm')) });
  await expect(confirm).toBeDisabled();
  await dialog(page)
    .getByRole('checkbox', { name: t('surveyForm.submit.warningsConfirm') })
    .check();
  await confirm.click();

  // Submitted: the page says so and offers the answers instead of the form.
  await expect(page.getByText(t('survey.page.submittedTitle'))).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.goto('/survey');
  const card = page.getByRole('region', { name: t(`survey.categories.${category}`) });
  await expect(card).toContainText(t('survey.state.submitted'));
  await expect(card.getByRole('link', { name: exactly(t('survey.action.continue')) })).toHaveCount(0);
  await card.getByRole('link', { name: exactly(t('survey.action.viewAnswers')) }).click();

  // Every answer, full height, by question title and answer label; printable without the header and the buttons.
  await expect(page).toHaveURL(`${path}/answers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('survey.answers.title'));
  await expect(page.locator('iframe')).toHaveCount(0);
  const labType = page.locator('[data-question="ML_LAB_TYPE"]');
  await expect(labType).toContainText(lab.titleOf('ML_LAB_TYPE'));
  const firstChoice = everyAnswer(lab.form.definition).find((a) => a.code === 'ML_LAB_TYPE')?.value;
  await expect(labType).toContainText(lab.labelOf('ML_LAB_TYPE', String(firstChoice)));
  await expect(page.locator('[data-question="ML_STAFF_COST_SHARE_PCT"]')).toContainText('70');
  const rows = page.locator('[data-question]');
  expect(await rows.count()).toBeGreaterThan(40);
  // Full height: the rows are laid out one under the other on the page itself, not in a frame or a scroll box.
  const layout = await page.evaluate(() => {
    const all = Array.from(document.querySelectorAll('[data-question]'));
    const top = (all[0]?.getBoundingClientRect().top ?? 0) + window.scrollY;
    const bottom = (all.at(-1)?.getBoundingClientRect().bottom ?? 0) + window.scrollY;
    return { span: bottom - top, bottom, page: document.documentElement.scrollHeight };
  });
  expect(layout.span).toBeGreaterThan(2000);
  expect(layout.page).toBeGreaterThanOrEqual(layout.bottom);
  await expect(rows.last()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: exactly(t('survey.answers.print')) })).toBeHidden();
  await expect(rows.first()).toBeVisible();
});

test('a response staff return shows their reason and question by its text; the lab changes it, replies and submits again', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { category, page: path } = RETURNED;
  const lab = await newLab(request, category);
  await lab.call('saveSurveyAnswers', { token: lab.token, answers: everyAnswer(lab.form.definition) });
  await lab.call('completeSurveyResponse', { token: lab.token });
  await expect
    .poll(
      async () =>
        (await lab.call('getSurveyDetailsOfLab', { lab_code: lab.labCode })).categories[category].waitForImport,
      {
        timeout: 30_000,
      },
    )
    .toBe(false);
  const responseId = (await lab.call('loadSurveyResponse', { token: lab.token })).responseId;

  // Staff ask about one answer and return the response with the reason.
  const staffRequest = await playwright.request.newContext({ baseURL });
  const staff = await apiAs(staffRequest, DEMO.staff.email, DEMO_PASSWORD);
  const question = 'Is this the average of working days only?';
  const reason = 'Please give the samples per working day, not per calendar day.';
  await staff('submitSurveyComment', {
    labCode: lab.labCode,
    responseId,
    code: 'BB_SAMPLES_PER_DAY',
    comment: question,
  });
  await staff('validateSurvayandapprove', { responseId, status: 'P', comment: reason });

  // The card says what happened and leads to the changes.
  await signIn(page, lab.account.email, lab.account.password);
  await page.goto('/survey');
  const card = page.getByRole('region', { name: t(`survey.categories.${category}`) });
  await expect(card).toContainText(t('survey.state.returned'));
  await expect(card).toContainText(reason);
  await card.getByRole('link', { name: exactly(t('survey.action.makeChanges')) }).click();
  await expect(page).toHaveURL(path);

  // The page gives the reason; the form is open, with staff's question by the question's text beside it.
  await expect(page.getByText(t('survey.page.returnedTitle'))).toBeVisible();
  await expect(page.getByText(t('survey.reason', { reason }))).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${t('survey.frameTitle')}"]`);
  await expect(frame.getByText(t('surveyForm.state.returnedTitle'))).toBeVisible({ timeout: 30_000 });
  await expect(frame.getByText(t('surveyForm.submittedNote'))).toHaveCount(0);
  const thread = frame.locator('section [data-question="BB_SAMPLES_PER_DAY"]');
  await expect(thread).toContainText(lab.titleOf('BB_SAMPLES_PER_DAY'));
  await expect(thread).toContainText(question);
  await expect(thread).not.toContainText('BB_SAMPLES_PER_DAY');
  const asked = frame.locator('.sd-question[data-name="BB_SAMPLES_PER_DAY"]');
  await expect(asked).toContainText(t('surveyForm.flagNote', { text: question }));

  // The lab changes the answer and replies in the form.
  await asked.locator('input').fill('85');
  await expect(saved(frame)).toBeVisible();
  await thread
    .getByRole('textbox', { name: t('surveyForm.threads.replyLabel', { title: lab.titleOf('BB_SAMPLES_PER_DAY') }) })
    .fill('Yes: 85 on an average working day.');
  await thread.getByRole('button', { name: exactly(t('surveyForm.threads.send')) }).click();
  await expect(thread).toContainText('Yes: 85 on an average working day.');
  await expect(thread.getByText(t('surveyForm.threads.waiting'))).toHaveCount(0);

  // Submitted again through the page's button.
  await submitButton(page).click();
  await expect(
    page.getByRole('heading', { name: t('surveyForm.submit.confirmTitle', { survey: surveyName(category) }) }),
  ).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: exactly(t('surveyForm.submit.confirm')) })
    .click();
  await expect(page.getByText(t('survey.page.submittedTitle'))).toBeVisible({ timeout: 30_000 });

  // Staff see the new answer and the reply on the same thread; the response waits for them again.
  const review = await staff('validateSurveyQuestionsResponse', { responseId });
  expect(review.answers.find((a) => a.code === 'BB_SAMPLES_PER_DAY')?.value).toBe(85);
  expect(review.threads.find((th) => th.code === 'BB_SAMPLES_PER_DAY')?.messages.map((m) => m.author)).toEqual([
    'staff',
    'lab',
  ]);
  expect((await lab.call('getSurveyDetailsOfLab', { lab_code: lab.labCode })).categories[category]).toMatchObject({
    lab_status: 'A',
    returned: false,
    survey_status: null,
  });
  await staffRequest.dispose();
});
