import type { Page } from '@playwright/test';
import { questionsOf } from '@labbench/contract';
import { callAs } from '../support/api.ts';
import { signIn, signOutThroughMenu } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

const VALIDATE = `/${COMPANY_SLUG}-validate`;
const LAB_CODE = 'DEMO-CL-001';
/** A category the other browser tests leave alone, so its response is this test's. */
const CATEGORY = 'HL';

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

/** The demo lab answers its response in full and submits it; the processing queue then runs. */
async function submitLabResponse(page: Page): Promise<{ code: string; title: string; value: number }> {
  await signIn(page, DEMO.lab.email);
  const link = await callAs(page, 'getCatSurveyLinkOfLab', {
    lab_code: LAB_CODE,
    q_cat_code: CATEGORY,
    checkExistanceOfData: false,
  });
  const token = link.s_url.split('/').filter(Boolean).at(-1)?.split('?')[0] ?? '';
  const form = await callAs(page, 'loadSurveyResponse', { token });
  const numeric = questionsOf(form.definition).filter((q) => q.inputType === 'number' && !q.visibleIf);
  const [first, second] = numeric;
  if (!first || !second) throw new Error('the definition has no two plain numeric questions');
  await callAs(page, 'saveSurveyAnswers', {
    token,
    answers: [
      ...everyAnswer(form.definition),
      { code: first.name, value: first.min ?? 1 },
      { code: second.name, value: second.min ?? 1 },
    ],
  });
  await callAs(page, 'completeSurveyResponse', { token });
  await expect
    .poll(
      async () =>
        (await callAs(page, 'getSurveyDetailsOfLab', { lab_code: LAB_CODE })).categories[CATEGORY]?.waitForImport,
      { timeout: 30_000 },
    )
    .toBe(false);
  await signOutThroughMenu(page, `${DEMO.lab.givenName} ${DEMO.lab.familyName}`);
  return { code: first.name, title: first.title, value: first.min ?? 1 };
}

test('staff filter the submitted responses, edit an answer, ask the lab about a question and accept the response', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const question = await submitLabResponse(page);

  await signIn(page, DEMO.staff.email);
  await page.goto(VALIDATE);
  await expectPage(page, VALIDATE, 'pages.validation.title');

  // Filter (the §9 multi-selects, each applied at once): this category, pending, the demo lab by its code.
  for (const [label, choice] of [
    [t('review.filters.category'), t(`footer.surveyTypes.${CATEGORY}`)],
    [t('review.filters.status'), t('review.state.pending')],
  ] as const) {
    await page.getByRole('button', { name: exactly(label) }).click();
    const list = page.getByRole('group', { name: exactly(label) });
    await list.getByRole('checkbox', { name: exactly(choice) }).check();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
  await page.getByRole('textbox', { name: exactly(t('review.filters.search')) }).fill(LAB_CODE);
  await page.getByRole('button', { name: exactly(t('review.filters.apply')) }).click();
  await expect(page).toHaveURL(/category=HL/);
  await expect(page).toHaveURL(/status=pending/);
  const row = page.getByRole('row').filter({ hasText: LAB_CODE });
  await expect(row).toHaveCount(1);

  // Open the response: its answers grouped by page, the answered question with its English title.
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${VALIDATE}/[^/?]+`));
  const item = page.locator(`[data-question="${question.code}"]`);
  await expect(item).toContainText(question.title);
  await expect(item).toContainText(`${DEMO.lab.givenName} ${DEMO.lab.familyName}`);

  // Staff edit the answer: a value the question refuses stays with the server's message under the field.
  await item.getByRole('button', { name: exactly(t('review.edit.open')) }).click();
  const field = item.getByRole('textbox', { name: t('review.edit.label', { question: question.title }) });
  await field.fill('not a number');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(String(question.value + 1));
  await field.press('Enter');
  await expect(field).toHaveCount(0);
  const history = page.getByRole('region', { name: t('review.history.title') });
  await expect(history.locator(`[data-question="${question.code}"]`)).toContainText(String(question.value + 1));

  // Ask the lab: an empty message is refused, a written one opens the thread.
  await item.getByRole('button', { name: exactly(t('review.thread.ask')) }).click();
  const box = item.getByRole('textbox', { name: t('review.thread.askLabel', { question: question.title }) });
  await item.getByRole('button', { name: exactly(t('review.thread.send')) }).click();
  await expect(item.getByText(t('review.thread.required'))).toBeVisible();
  await box.fill('Please confirm this figure.');
  await item.getByRole('button', { name: exactly(t('review.thread.send')) }).click();
  await expect(item.getByText('Please confirm this figure.')).toBeVisible();
  await expect(item.getByText(t('review.thread.open')).first()).toBeVisible();

  // The edit queued processing again: validation waits until it has run.
  await expect(page.getByText(t('review.processing'))).toHaveCount(0, { timeout: 30_000 });

  // Rejecting needs a reason; accepting does not.
  const decisions = page.getByRole('region', { name: t('review.decision.bar') });
  const dialog = page.getByRole('dialog');
  await decisions.getByRole('button', { name: exactly(t('review.decision.R.open')) }).click();
  await dialog.getByRole('button', { name: exactly(t('review.decision.R.confirm')) }).click();
  await expect(dialog.getByText(t('review.decision.R.required'))).toBeVisible();
  await dialog.getByRole('button', { name: exactly(t('common.cancel')) }).click();
  await decisions.getByRole('button', { name: exactly(t('review.decision.A.open')) }).click();
  const confirm = [t('review.decision.A.confirm'), t('review.decision.A.confirmAnyway')];
  await dialog.getByRole('button', { name: new RegExp(`^(${confirm.join('|')})$`) }).click();
  await expect(page.getByText(t('review.validate.accepted'))).toBeVisible();
  await expect(decisions.getByText(exactly(t('review.state.accepted')))).toBeVisible();
});
