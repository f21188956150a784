import type { APIRequestContext, Page } from '@playwright/test';
import { questionsOf } from '@labbench/contract';
import type { PayloadOf, RequestName, ResponseOf } from '@labbench/contract';
import { registerLabUser } from '../support/accounts.ts';
import { signIn } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { IDENTITY_PORT } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 14 item 2, staff side (D56): a response with a failed check is read by its labels, the failed checks come
 * first and lead to their answers, accepting them asks for a confirmation that names them; staff return the
 * response with a message, the lab submits again, staff reject it with a reason. The lab is registered for this test.
 */

const VALIDATE = `/${COMPANY_SLUG}-validate`;
/** The routine P90 below its median: the definition's own rule fails, the submission goes through. */
const FAILING = { median: 'CL_TAT_ROUTINE_MEDIAN_MIN', p90: 'CL_TAT_ROUTINE_P90_MIN' } as const;

/** The lab's side as the app calls it: signed in by ValidateUser, its token and the XSRF header on every call. */
async function labApi(request: APIRequestContext, email: string, password: string) {
  await request.get('/home');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
  const call = async <N extends RequestName>(name: N, payload: PayloadOf<N>): Promise<ResponseOf<N>> => {
    const response = await request.post(`/api?request=${name}`, { data: payload, headers });
    const body = (await response.json()) as { token?: string; data: ResponseOf<N> & { error?: unknown } };
    if (!response.ok() || body.data.error) throw new Error(`${name}: ${JSON.stringify(body)}`);
    if (body.token) headers.Token = body.token;
    return body.data;
  };
  await call('ValidateUser', { email, password, remember_me: false });
  return call;
}

/** A valid answer to every question, the lab a hospital open around the clock, and one failing rule. */
function answersWithOneFailure(definition: Record<string, unknown>): PayloadOf<'saveSurveyAnswers'>['answers'] {
  const chosen: Record<string, string | number> = {
    CL_LAB_TYPE: 'hospital',
    CL_OPEN_24_7: 'yes',
    [FAILING.median]: 60,
    [FAILING.p90]: 30,
  };
  return questionsOf(definition).map((q) => {
    const value = chosen[q.name];
    if (value !== undefined) return { code: q.name, value };
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

/** Waits until processing has run for the lab's core lab response. */
async function processed(call: Awaited<ReturnType<typeof labApi>>, labCode: string) {
  await expect
    .poll(async () => (await call('getSurveyDetailsOfLab', { lab_code: labCode })).categories.CL?.waitForImport, {
      timeout: 30_000,
    })
    .toBe(false);
}

const bar = (page: Page, lang = 'en') => page.getByRole('region', { name: t('review.decision.bar', {}, lang) });
const dialog = (page: Page) => page.getByRole('dialog');

/** The lab registers itself: on the server whose mails the tests can read, like the other identity flows. */
test.describe('a response from submission to rejection', () => {
  test.use({ baseURL: `http://127.0.0.1:${IDENTITY_PORT}` });

  test('staff read a response by its labels, follow its failed checks, and accept, return and reject it', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const account = await registerLabUser(request, { nameOfInstuation: `Review Lab ${Date.now()}` });
    const lab = await labApi(request, account.email, account.password);
    const labCode = (await lab('getSession', {})).currentUser?.labCode ?? '';
    const labName = (await lab('getSurveyDetailsOfLab', { lab_code: labCode })).labName;
    const link = await lab('getCatSurveyLinkOfLab', {
      lab_code: labCode,
      q_cat_code: 'CL',
      checkExistanceOfData: false,
    });
    const token = link.s_url.split('/').filter(Boolean).at(-1)?.split('?')[0] ?? '';
    const form = await lab('loadSurveyResponse', { token });
    await lab('saveSurveyAnswers', { token, answers: answersWithOneFailure(form.definition) });
    await lab('completeSurveyResponse', { token });
    await processed(lab, labCode);
    const titleOf = (code: string) => questionsOf(form.definition).find((q) => q.name === code)?.title ?? code;

    // The list, filtered to this lab; the response opens from its row.
    await signIn(page, DEMO.staff.email);
    await page.goto(`${VALIDATE}?status=pending&search=${encodeURIComponent(labName)}`);
    await page.getByRole('row').filter({ hasText: labName }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${VALIDATE}/[^/?]+\\?status=pending`));

    // Answers by their labels, not their stored values.
    await expect(page.locator('[data-question="CL_LAB_TYPE"] [data-answer]')).toHaveText('Hospital laboratory');
    await expect(page.locator('[data-question="CL_OPEN_24_7"] [data-answer]')).toHaveText('Yes');

    // The failed checks come before the answers, and each leads to its answer.
    const checks = page.getByRole('region', { name: /^Failed checks: \d+$/ });
    const firstPage = page.getByRole('region', { name: 'Laboratory profile' });
    expect((await checks.boundingBox())!.y).toBeLessThan((await firstPage.boundingBox())!.y);
    await checks
      .getByRole('link', { name: exactly(titleOf(FAILING.p90)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`#q-${FAILING.p90}$`));
    await expect(page.locator(`#q-${FAILING.p90}`)).toBeInViewport();
    await expect(page.locator(`#q-${FAILING.p90}`)).toContainText(t('checks.validator'));

    // The decisions are on screen wherever the page is; accepting failed checks is confirmed by their number.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar(page).getByRole('button', { name: exactly(t('review.decision.A.open')) })).toBeInViewport();
    const failed = await checks.getByRole('link').count();
    await bar(page)
      .getByRole('button', { name: exactly(t('review.decision.A.open')) })
      .click();
    await expect(dialog(page)).toContainText(t('review.decision.A.failedChecks', { count: String(failed) }));
    await dialog(page)
      .getByRole('button', { name: exactly(t('common.cancel')) })
      .click();
    await expect(bar(page)).toContainText(t('review.state.pending'));
    await bar(page)
      .getByRole('button', { name: exactly(t('review.decision.A.open')) })
      .click();
    await dialog(page)
      .getByRole('button', { name: exactly(t('review.decision.A.confirmAnyway')) })
      .click();
    await expect(page.getByText(t('review.validate.accepted'))).toBeVisible();
    await expect(bar(page)).toContainText(t('review.state.accepted'));

    // Return to the lab: a message is required; the response is then the lab's and no decision is offered.
    await bar(page)
      .getByRole('button', { name: exactly(t('review.decision.P.open')) })
      .click();
    await dialog(page)
      .getByRole('button', { name: exactly(t('review.decision.P.confirm')) })
      .click();
    await expect(dialog(page).getByText(t('review.decision.P.required'))).toBeVisible();
    await dialog(page)
      .getByRole('textbox', { name: t('review.decision.P.label') })
      .fill('Please check the routine P90.');
    await dialog(page)
      .getByRole('button', { name: exactly(t('review.decision.P.confirm')) })
      .click();
    await expect(page.getByText(t('review.validate.returned'))).toBeVisible();
    await expect(bar(page)).toContainText(t('review.refused.withLab'));
    await expect(page.getByText('Please check the routine P90.')).toBeVisible();

    // The way back keeps the filters; the returned response is listed as returned.
    await page.getByRole('link', { name: exactly(t('review.detail.back')) }).click();
    await expect(page).toHaveURL(new RegExp(`${VALIDATE}\\?status=pending&search=`));
    await page.goto(`${VALIDATE}?status=returned&search=${encodeURIComponent(labName)}`);
    const row = page.getByRole('row').filter({ hasText: labName });
    await expect(row).toContainText(t('review.state.returned'));

    // The lab corrects the answer and submits again: waiting for staff once more.
    await lab('saveSurveyAnswers', { token, answers: [{ code: FAILING.p90, value: 90 }] });
    await lab('completeSurveyResponse', { token });
    await processed(lab, labCode);
    await page.goto(`${VALIDATE}?search=${encodeURIComponent(labName)}`);
    await expect(page.getByRole('row').filter({ hasText: labName })).toContainText(t('review.list.resubmitted'));
    await page.getByRole('row').filter({ hasText: labName }).getByRole('link').click();

    // Reject: a reason is required, and a rejection is final.
    await bar(page)
      .getByRole('button', { name: exactly(t('review.decision.R.open')) })
      .click();
    await dialog(page)
      .getByRole('button', { name: exactly(t('review.decision.R.confirm')) })
      .click();
    await expect(dialog(page).getByText(t('review.decision.R.required'))).toBeVisible();
    await dialog(page)
      .getByRole('textbox', { name: t('review.decision.R.label') })
      .fill('Not a core laboratory.');
    await dialog(page)
      .getByRole('button', { name: exactly(t('review.decision.R.confirm')) })
      .click();
    await expect(page.getByText(t('review.validate.rejected'))).toBeVisible();
    await expect(bar(page)).toContainText(t('review.refused.rejectedFinal'));
    await expect(bar(page).getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Not a core laboratory.')).toBeVisible();
  });
});

/** Whether the page itself scrolls sideways (a table may scroll inside its own box). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('on a 360 px phone in Simplified Chinese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the validation list and a response never scroll the page sideways', async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await page.evaluate(() => localStorage.setItem('language', 'zhcn'));
    await page.goto(VALIDATE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('pages.validation.title', {}, 'zhcn'));
    const cards = page.getByRole('list', { name: t('pages.validation.title', {}, 'zhcn') }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);

    await cards.first().getByRole('link').click();
    await expect(bar(page, 'zhcn')).toBeVisible();
    await expect(page.locator('[data-question]').first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
    await expect(bar(page, 'zhcn')).toBeInViewport();
    await page.getByRole('link', { name: exactly(t('review.detail.back', {}, 'zhcn')) }).click();
    await expect(cards.first()).toBeVisible();
  });
});

test.describe('on a 1280 px screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the status badges of the list show whole', async ({ page }) => {
    await signIn(page, DEMO.staff.email);
    await page.goto(VALIDATE);
    const badges = page.getByRole('table').locator('tbody .mantine-Badge-root');
    await expect(badges.first()).toBeVisible();
    const clipped = await badges.evaluateAll(
      (roots) =>
        roots.filter((root) => {
          const label = root.querySelector('.mantine-Badge-label') ?? root;
          const cell = root.closest('td')!.getBoundingClientRect();
          const box = root.getBoundingClientRect();
          return label.scrollWidth > label.clientWidth || box.right > cell.right || box.left < cell.left;
        }).length,
    );
    expect(clipped).toBe(0);
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});
