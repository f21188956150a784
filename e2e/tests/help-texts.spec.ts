import type { Page } from '@playwright/test';
import { submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §2 "Popup-messages help modal": one closed section per page, each opening on its §2 text in the user's language —
 * the form made shortly (survey dashboard), the form loading (take survey), processing for more than 15 minutes
 * (thank-you, §9) and the reload (charts).
 */

const SHOTS = '/tmp/shots-layout';

const SECTIONS = [
  { title: 'survey.help.surveyDashboard.title', text: 'survey.help.surveyDashboard.text' },
  { title: 'survey.help.takeSurvey.title', text: 'survey.help.takeSurvey.loading' },
  { title: 'survey.help.thankYou.title', text: 'survey.help.thankYou.text' },
  { title: 'survey.help.charts.title', text: 'survey.help.charts.text' },
];

async function signInIn(page: Page, lang: string) {
  await page.goto(`/WWB_${lang}/login`);
  await submitLogin(page, DEMO.lab.email, undefined, lang);
  await expectPage(page, '/survey', 'pages.survey.title', lang);
}

/** Opens each section of the help in turn and expects its own text there, and only there. */
async function expectHelpTexts(page: Page, lang: string, shot: string) {
  await page.getByRole('button', { name: exactly(t('survey.help.open', {}, lang)) }).click();
  const dialog = page.getByRole('dialog', { name: t('survey.help.title', {}, lang) });
  const sections = dialog.locator('details');
  await expect(sections).toHaveCount(SECTIONS.length);
  for (const [i, { title, text }] of SECTIONS.entries()) {
    const section = sections.nth(i);
    const summary = section.locator('summary');
    await expect(summary).toHaveText(exactly(t(title, {}, lang)));
    const body = section.getByText(t(text, {}, lang), { exact: true });
    await expect(body).toBeHidden();
    await summary.click();
    await expect(body).toBeVisible();
    await expect(dialog.getByText(t(text, {}, lang), { exact: true })).toHaveCount(1);
  }
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
}

for (const lang of ['ja', 'en']) {
  test(`the survey area's help opens each page's text in ${lang}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInIn(page, lang);
    await expectHelpTexts(page, lang, `help-${lang}-1280`);
  });
}

test('on a 360 px phone the Thai help of a survey page shows the processing text of more than 15 minutes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInIn(page, 'th');
  await page.goto('/survey/core_lab_tender');
  await expectPage(page, '/survey/core_lab_tender', 'pages.survey.title', 'th');
  await expectHelpTexts(page, 'th', 'help-th-360');
  await expect(page.getByText(t('survey.help.thankYou.text', {}, 'th'), { exact: true })).toContainText('15');
});
