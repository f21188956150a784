import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { questionsOf } from '@labbench/contract';
import { callAs } from '../support/api.ts';
import { header, signIn, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { csvLine, everyAnswer } from '../support/staff-round.ts';
import { expect, test } from '../support/test.ts';

/** Staff import a category's answers from a file and export responses and labs (issue 14 item 4, D63). */

const ADMIN = `/${COMPANY_SLUG}-admin`;
const IMPORT = `${ADMIN}/import`;
const EXPORT = `${ADMIN}/export`;
const CATEGORY = 'CL';
const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A lab of this test, made through the API as staff. */
async function newLab(page: Page, name: string): Promise<{ code: string; name: string }> {
  const lab = await callAs(page, 'updateInternalLab', {
    nameOfInstuation: name,
    state: 'Bangkok',
    countryCode: 'TH',
    status: 'A',
  });
  if (!lab.labCode) throw new Error('the lab got no code');
  return { code: lab.labCode, name };
}

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Delays one request's answers, so a step's progress can be seen before it ends. */
async function slowDown(page: Page, request: string, ms: number) {
  await page.route(`**/api?request=${request}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('staff import a CSV: one bad row refuses the whole file with the row named, the good file imports and waits for validation', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.staff.email);
  const lab = await newLab(page, `E2E Import ${unique()}`);
  const other = await newLab(page, `E2E Import other ${unique()}`);
  const link = await callAs(page, 'getCatSurveyLinkOfLab', {
    lab_code: lab.code,
    q_cat_code: CATEGORY,
    checkExistanceOfData: false,
  });
  const token = link.s_url.split('/').filter(Boolean).at(-1)?.split('?')[0] ?? '';
  const { definition } = await callAs(page, 'loadSurveyResponse', { token });
  const answers = everyAnswer(definition);
  const codes = [...answers.keys()];
  const numeric = questionsOf(definition).find((q) => q.inputType === 'number' && !q.visibleIf);
  if (!numeric) throw new Error('no plain numeric question');

  // From the staff home to the import screen, and the way back is there.
  await header(page)
    .getByRole('button', { name: exactly(t('header.staffAdmin')) })
    .click();
  await page.getByRole('menuitem', { name: exactly(t('header.staffMenu.import')) }).click();
  await expectPage(page, IMPORT, 'transfer.import.title');
  await expect(page.getByRole('link', { name: t('transfer.backHome') })).toHaveAttribute('href', ADMIN);

  const templateSection = page.getByRole('region', { name: t('transfer.import.templateTitle') });
  await templateSection
    .getByRole('combobox', { name: t('transfer.rounds.category') })
    .selectOption({ label: t(`footer.surveyTypes.${CATEGORY}`) });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    templateSection.getByRole('button', { name: t('transfer.import.template', { format: 'CSV' }) }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/^template-CL-\d{4}\.csv$/);
  const templateText = (await saved(template)).toString('utf8');
  expect(templateText.split('\r\n')[0]).toBe(`\uFEFF${csvLine(['lab_code', ...codes])}`);
  expect(templateText).toContain(`\r\n${lab.code}\r\n`);

  // A file with one bad row: refused whole, the row and column named, the cell marked.
  const headerLine = csvLine(['lab_code', ...codes]);
  const good = csvLine([lab.code, ...codes.map((c) => answers.get(c) ?? '')]);
  const bad = csvLine([other.code, ...codes.map((c) => (c === numeric.name ? 'many' : (answers.get(c) ?? '')))]);
  const badFile = testInfo.outputPath('answers-bad.csv');
  await writeFile(badFile, `${headerLine}\r\n${good}\r\n${bad}\r\n`);
  const fileSection = page.getByRole('region', { name: t('transfer.import.fileTitle') });
  await slowDown(page, 'stageAnswerImportRows', 1500);
  await fileSection.locator('input[type="file"]').setInputFiles(badFile);
  // Rows are checked on the server chunk by chunk: the bar shows how many so far.
  await expect(fileSection.getByText(t('transfer.import.checking', { done: '0', total: '2' }))).toBeVisible();
  await expect(fileSection.getByRole('progressbar', { name: t('transfer.import.progressLabel') })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(fileSection.getByRole('alert')).toHaveText(t('transfer.import.refused'));
  const problems = fileSection.getByRole('list', { name: t('transfer.preview.problemsTitle') });
  await expect(problems.locator('[data-severity="error"]')).toHaveText([
    new RegExp(
      `${t('transfer.preview.rowColumn', { row: '3', column: numeric.name })}: ${t('validation.surveyNotANumber')}`,
    ),
  ]);
  await expect(page.locator(`tr[data-row="3"] td[data-column="${numeric.name}"]`)).toHaveAttribute(
    'data-problem',
    'error',
  );
  await expect(fileSection.getByRole('button', { name: exactly(t('transfer.import.importButton')) })).toBeDisabled();

  // The good file: checked, then imported with its progress, and the way to the validation list.
  const goodFile = testInfo.outputPath('answers-good.csv');
  await writeFile(goodFile, `${headerLine}\r\n${good}\r\n`);
  await fileSection.locator('input[type="file"]').setInputFiles(goodFile);
  await expect(fileSection.getByText(t('transfer.import.ready', { count: '1' }))).toBeVisible();
  await slowDown(page, 'commitAnswerImport', 1500);
  await fileSection.getByRole('button', { name: exactly(t('transfer.import.importButton')) }).click();
  await expect(fileSection.getByText(t('transfer.import.writing', { count: '1' }))).toBeVisible();
  await expect(fileSection.getByText(t('transfer.import.done', { count: '1' }))).toBeVisible({ timeout: 20_000 });
  await fileSection.getByRole('link', { name: t('transfer.import.openValidation') }).click();
  await expectPath(page, `/${COMPANY_SLUG}-validate`);
  await page.getByRole('textbox', { name: exactly(t('review.filters.search')) }).fill(lab.code);
  await page.getByRole('button', { name: exactly(t('review.filters.apply')) }).click();
  await expect(page.getByRole('link', { name: lab.name })).toBeVisible();
});

test('staff export a round’s responses and the lab list as CSV and XLSX', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  await page.goto(EXPORT);
  await expectPage(page, EXPORT, 'transfer.export.title');
  await expect(page.getByRole('link', { name: t('transfer.backHome') })).toHaveAttribute('href', ADMIN);

  const responses = page.getByRole('region', { name: t('transfer.export.responsesTitle') });
  await responses
    .getByRole('combobox', { name: t('transfer.rounds.category') })
    .selectOption({ label: t(`footer.surveyTypes.${CATEGORY}`) });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    responses.getByRole('button', { name: t('transfer.export.download', { format: 'CSV' }) }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^responses-CL-\d{4}\.csv$/);
  const text = (await saved(csv)).toString('utf8');
  expect(text.split('\r\n')[0]).toMatch(/^\uFEFFlab_code,lab_name,country,status,CL_/);
  expect(text).toContain('DEMO-CL-001');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    responses.getByRole('button', { name: t('transfer.export.download', { format: 'XLSX' }) }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^responses-CL-\d{4}\.xlsx$/);
  expect((await saved(xlsx)).subarray(0, 2).toString('latin1')).toBe('PK');

  const labs = page.getByRole('region', { name: t('transfer.export.labsTitle') });
  for (const format of ['CSV', 'XLSX']) {
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      labs.getByRole('button', { name: t('transfer.export.download', { format }) }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`labs.${format.toLowerCase()}`);
    const bytes = await saved(file);
    if (format === 'CSV') expect(bytes.toString('utf8')).toContain('Demo Hospital Laboratory');
    else expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  const pageScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('in Simplified Chinese, the import preview and the export scroll inside their frames, never the page', async ({
    page,
  }, testInfo) => {
    const lang = 'zhcn';
    await page.goto(`/wwb_${lang}/login`);
    await submitLogin(page, DEMO.staff.email, undefined, lang);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(IMPORT);
    await expectPage(page, IMPORT, 'transfer.import.title', lang);
    const file = testInfo.outputPath('few-columns.csv');
    const columns = ['CL_LAB_TYPE', 'CL_HOSPITAL_BEDS', 'CL_SAMPLES_PER_DAY', 'CL_OPEN_24_7', 'CL_TESTS_PER_FTE_YEAR'];
    await writeFile(
      file,
      `lab_code,${columns.join(',')}\r\nDEMO-CL-001,hospital,450,1200,yes,9000\r\nLAB-NOPE,x,y,z,w,v\r\n`,
    );
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByRole('alert')).toHaveText(t('transfer.import.refused', {}, lang));
    await expect(
      page
        .getByRole('list', { name: t('transfer.preview.problemsTitle', {}, lang) })
        .getByRole('listitem')
        .first(),
    ).toContainText(t('transfer.problems.requiredColumnMissing', {}, lang));
    await expect(page.getByRole('table', { name: t('transfer.preview.table', {}, lang) })).toBeVisible();
    expect(await pageScroll(page)).toBeLessThanOrEqual(0);

    await page.goto(EXPORT);
    await expectPage(page, EXPORT, 'transfer.export.title', lang);
    expect(await pageScroll(page)).toBeLessThanOrEqual(0);
  });
});
