import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { callAs } from '../support/api.ts';
import { header, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { changeForm } from '../support/password.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { answerFiles, labBrowser, STAFF_DESTINATIONS } from '../support/staff-round.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 14 from end to end, as staff and a lab live it, in English and again in Thai: staff reach every staff screen
 * from their home, create a lab and its user, the user signs in; staff import the lab's answers (a file with a bad row
 * first), return the response with a question; the lab reads the question by its text, changes the answer, replies and
 * submits again; staff accept; the lab sees its dashboard; the audit log lists each step with who and when.
 */

const HOME = `/${COMPANY_SLUG}-admin`;
/** The steps the audit trail must show for the lab. */
const AUDITED = ['lab.created', 'user.created', 'response.imported', 'response.returned', 'response.accepted'] as const;

const unique = () => randomBytes(3).toString('hex').toUpperCase();

for (const lang of ['en', 'th'] as const) {
  test(`a survey round from the staff home to the lab's dashboard and the audit log (${lang})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(360_000);
    const tt = (key: string, vars: Record<string, string> = {}) => t(key, vars, lang);
    const menu = (id: string) => exactly(tt(`header.staffMenu.${id}`));
    const staffMenu = async (id: string) => {
      await header(page)
        .getByRole('button', { name: exactly(tt('header.staffAdmin')) })
        .click();
      await page.getByRole('menuitem', { name: menu(id) }).click();
    };
    const toast = (p: Page, key: string) => p.getByRole('status').filter({ hasText: tt(key) });

    await test.step('staff reach every staff screen from their home and come back', async () => {
      await page.goto(lang === 'en' ? '/login' : `/wwb_${lang}/login`);
      await submitLogin(page, DEMO.staff.email, undefined, lang);
      await expectPage(page, HOME, 'staff.home.title', lang);
      for (const [id, path] of STAFF_DESTINATIONS) {
        await page
          .getByRole('main')
          .getByRole('link', { name: menu(id) })
          .click();
        await expectPath(page, path);
        await expect(pageHeading(page)).toHaveCount(1);
        await staffMenu('home');
        await expectPage(page, HOME, 'staff.home.title', lang);
      }
    });

    const labName = `Round ${lang} ${unique()}`;
    const email = `round-${lang}-${unique().toLowerCase()}@test.example`;
    let labPath = '';
    let password = '';
    await test.step('staff create a lab and a user for it', async () => {
      await staffMenu('labs');
      await page.getByRole('link', { name: exactly(tt('admin.labs.new')) }).click();
      const form = page.getByRole('form', { name: tt('admin.lab.formLabel') });
      await form.getByRole('textbox', { name: tt('admin.lab.name') }).fill(labName);
      await form.getByRole('textbox', { name: tt('admin.lab.state') }).fill('Bangkok');
      await form.getByRole('combobox', { name: tt('admin.lab.country') }).selectOption('TH');
      await form.getByRole('button', { name: exactly(tt('admin.lab.create')) }).click();
      await expect(toast(page, 'admin.lab.created')).toBeVisible();
      await expect(pageHeading(page)).toHaveText(labName);
      labPath = new URL(page.url()).pathname;
      await page.getByRole('link', { name: exactly(tt('admin.lab.addUser')) }).click();
      const user = page.getByRole('form', { name: tt('admin.user.formLabel') });
      await user.getByRole('textbox', { name: tt('admin.user.email') }).fill(email);
      await user.getByRole('textbox', { name: tt('admin.user.firstName') }).fill('Somchai');
      await user.getByRole('textbox', { name: tt('admin.user.lastName') }).fill('Round');
      await user.getByRole('button', { name: exactly(tt('admin.newUser.create')) }).click();
      await expect(page.getByText(tt('admin.newUser.createdTitle'))).toBeVisible();
      password = (await page.getByTestId('initial-password').textContent())?.trim() ?? '';
      await page.getByRole('link', { name: exactly(tt('admin.newUser.backToLab')) }).click();
      await expectPath(page, labPath);
    });
    const labCode =
      (await callAs(page, 'getlabanduser', { labId: labPath.split('/').at(-1) ?? '' })).lab?.labCode ?? '';
    expect(labCode).not.toBe('');

    const lab = await labBrowser(browser, baseURL);
    const newPassword = 'Round#2026lab';
    await test.step('the new user signs in and sets a password of their own', async () => {
      await lab.goto(lang === 'en' ? '/login' : `/wwb_${lang}/login`);
      await submitLogin(lab, email, password, lang);
      await expectPage(lab, '/change-password', 'pages.changePassword.title', lang);
      const change = changeForm(lab, lang);
      await change.oldPassword.fill(password);
      await change.newPassword.fill(newPassword);
      await change.confirm.fill(newPassword);
      await change.submit.click();
      await expectPage(lab, '/successfull-reset', 'pages.successfulReset.title', lang);
      await lab.getByRole('link', { name: exactly(tt('password.reset.continue')) }).click();
      await submitLogin(lab, email, newPassword, lang);
      await lab.waitForURL((url) => url.pathname !== '/login');
      // Staff created the account: the privacy question comes at the first sign-in (§4 consent).
      const consent = lab.getByRole('dialog', { name: tt('consent.question.title') });
      await consent.getByRole('button', { name: exactly(tt('consent.question.yes')) }).click();
      await expect(consent).toHaveCount(0);
    });

    const files = await answerFiles(page, labCode);
    const asked = files.titleOf(files.asked.code, lang);
    await test.step('staff import the lab’s answers: a bad row refuses the file, the good file imports', async () => {
      await staffMenu('import');
      await page
        .getByRole('region', { name: tt('transfer.import.templateTitle') })
        .getByRole('combobox', { name: tt('transfer.rounds.category') })
        .selectOption({ label: tt('footer.surveyTypes.CL') });
      const fileSection = page.getByRole('region', { name: tt('transfer.import.fileTitle') });
      const bad = testInfo.outputPath(`bad-${lang}.csv`);
      await writeFile(bad, files.bad);
      await fileSection.locator('input[type="file"]').setInputFiles(bad);
      await expect(fileSection.getByRole('alert')).toHaveText(tt('transfer.import.refused'));
      await expect(fileSection.getByRole('list', { name: tt('transfer.preview.problemsTitle') })).toContainText(
        tt('transfer.preview.rowColumn', { row: '3', column: 'lab_code' }),
      );
      await expect(
        fileSection.getByRole('button', { name: exactly(tt('transfer.import.importButton')) }),
      ).toBeDisabled();
      const good = testInfo.outputPath(`good-${lang}.csv`);
      await writeFile(good, files.good);
      await fileSection.locator('input[type="file"]').setInputFiles(good);
      await expect(fileSection.getByText(tt('transfer.import.ready', { count: '1' }))).toBeVisible();
      await fileSection.getByRole('button', { name: exactly(tt('transfer.import.importButton')) }).click();
      await expect(fileSection.getByText(tt('transfer.import.done', { count: '1' }))).toBeVisible({ timeout: 30_000 });
      await fileSection.getByRole('link', { name: tt('transfer.import.openValidation') }).click();
    });

    const detail = async () => {
      await page.getByRole('textbox', { name: exactly(tt('review.filters.search')) }).fill(labCode);
      await page.getByRole('button', { name: exactly(tt('review.filters.apply')) }).click();
      await page.getByRole('link', { name: labName }).first().click();
      await expect(page.getByText(tt('review.processing'))).toHaveCount(0, { timeout: 30_000 });
    };
    const decisions = page.getByRole('region', { name: tt('review.decision.bar') });
    const dialog = page.getByRole('dialog');
    const question = `Is ${files.asked.value} right? (${lang})`;
    await test.step('staff ask about an answer and return the response to the lab', async () => {
      await detail();
      const item = page.locator(`[data-question="${files.asked.code}"]`);
      await item.getByRole('button', { name: exactly(tt('review.thread.ask')) }).click();
      await item.getByRole('textbox', { name: tt('review.thread.askLabel', { question: asked }) }).fill(question);
      await item.getByRole('button', { name: exactly(tt('review.thread.send')) }).click();
      await expect(item.getByText(question)).toBeVisible();
      await decisions.getByRole('button', { name: exactly(tt('review.decision.P.open')) }).click();
      await dialog.getByRole('textbox', { name: tt('review.decision.P.label') }).fill('Please check the asked figure.');
      await dialog.getByRole('button', { name: exactly(tt('review.decision.P.confirm')) }).click();
      await expect(page.getByText(tt('review.validate.returned'))).toBeVisible();
    });

    const reply = `Checked: ${files.asked.value + 5} (${lang})`;
    await test.step('the lab reads the question by its text, changes the answer, replies and submits again', async () => {
      await lab.goto('/survey');
      const card = lab.getByRole('region', { name: tt('survey.categories.CL'), exact: true });
      await expect(card).toContainText(tt('survey.state.returned'));
      await card.getByRole('link', { name: exactly(tt('survey.action.makeChanges')) }).click();
      const frame = lab.frameLocator(`iframe[title="${tt('survey.frameTitle')}"]`);
      const thread = frame.locator(`section [data-question="${files.asked.code}"]`);
      await expect(thread).toContainText(asked, { timeout: 30_000 });
      await expect(thread).toContainText(question);
      await expect(thread).not.toContainText(files.asked.code);
      await frame.locator(`.sd-question[data-name="${files.asked.code}"] input`).fill(String(files.asked.value + 5));
      await expect(frame.getByRole('status').filter({ hasText: tt('surveyForm.saved') })).toBeVisible();
      await thread.getByRole('textbox', { name: tt('surveyForm.threads.replyLabel', { title: asked }) }).fill(reply);
      await thread.getByRole('button', { name: exactly(tt('surveyForm.threads.send')) }).click();
      await expect(thread).toContainText(reply);
      await lab.getByRole('button', { name: exactly(tt('survey.submit')) }).click();
      const confirm = lab.getByRole('dialog');
      const submitNow = confirm.getByRole('button', { name: exactly(tt('surveyForm.submit.confirm')) });
      // The warnings, if the answers raise any, come with the button: confirm them once it is there.
      await expect(submitNow).toBeVisible();
      const warnings = confirm.getByRole('checkbox', { name: tt('surveyForm.submit.warningsConfirm') });
      if (await warnings.isVisible()) await warnings.check();
      await submitNow.click();
      await expect(lab.getByText(tt('survey.page.submittedTitle'))).toBeVisible({ timeout: 30_000 });
    });

    await test.step('staff see the reply and accept', async () => {
      await page.goto(`/${COMPANY_SLUG}-validate`);
      await detail();
      const item = page.locator(`[data-question="${files.asked.code}"]`);
      await expect(item).toContainText(reply);
      await decisions.getByRole('button', { name: exactly(tt('review.decision.A.open')) }).click();
      // Accepting failed checks asks "accept anyway"; without them the dialog asks plainly.
      const anyway = dialog.getByRole('button', { name: exactly(tt('review.decision.A.confirmAnyway')) });
      const accept = dialog.getByRole('button', { name: exactly(tt('review.decision.A.confirm')) });
      await expect(anyway.or(accept)).toBeVisible();
      await ((await anyway.isVisible()) ? anyway : accept).click();
      await expect(page.getByText(tt('review.validate.accepted'))).toBeVisible();
    });

    await test.step('the lab sees its dashboard', async () => {
      await lab.goto('/survey');
      await lab
        .getByRole('region', { name: tt('survey.categories.CL'), exact: true })
        .getByRole('link', { name: exactly(tt('survey.action.dashboard')) })
        .click();
      await expect(lab.getByTestId('dashboard')).toHaveAttribute('data-category', 'CL', { timeout: 30_000 });
      await lab.context().close();
    });

    await test.step('the audit log lists every step with who and when', async () => {
      await staffMenu('audit');
      await page.goto(`${HOME}/audit?lab=${encodeURIComponent(labCode)}`);
      const table = page.getByTestId('audit-table');
      for (const action of AUDITED) {
        const row = table.locator(`[data-action="${action}"]`).first();
        await expect(row).toContainText(tt(`staff.audit.actions.${action}`));
        await expect(row).toContainText(DEMO.staff.email);
        await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      }
    });
  });
}
