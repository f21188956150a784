import type { Page } from '@playwright/test';
import { COUNTRIES } from '@labbench/contract';
import { callAs } from '../support/api.ts';
import { signIn, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The staff lists' choice filters are the §9 multi-select (issue 18, D170): several countries, categories, statuses
 * or user types at once, one address parameter per choice, kept on reload; an old single-value address still filters.
 */

const VALIDATE = `/${COMPANY_SLUG}-validate`;
const LABS = `/${COMPANY_SLUG}-admin/labs`;
const USERS = `/${COMPANY_SLUG}-admin/users`;
/** Where the screenshots go (looked at by hand; `SHOTS_DIR` keeps them out of a shared test-results folder). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/staff-list-filters';

/** Opens the multi-select labelled `label`, ticks the named choices, and closes it. */
async function choose(page: Page, label: string, names: readonly (string | RegExp)[]) {
  await page.getByRole('button', { name: exactly(label) }).click();
  const list = page.getByRole('group', { name: exactly(label) });
  for (const name of names)
    await list.getByRole('checkbox', { name: typeof name === 'string' ? exactly(name) : name }).check();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

const field = (page: Page, label: string) => page.getByRole('button', { name: exactly(label) });
const countryName = (code: string, lang = 'en') => t(`countries.${code}`, {}, lang);
/** Codes in the list's order (§3), as the address writes them. */
const inListOrder = (codes: string[]) => COUNTRIES.map((c) => c.code).filter((code) => codes.includes(code));

test('the validation list shows the responses of two chosen countries only, and keeps them on reload', async ({
  page,
}) => {
  await signIn(page, DEMO.staff.email);
  // Two countries with responses, and how many each has.
  const withLabs = await callAs(page, 'getcountryName', {});
  const counted: [string, number][] = [];
  for (const { countryCode } of withLabs) {
    const { total } = await callAs(page, 'getSurveysForValidation', { countryCodes: [countryCode], page: 1 });
    if (total > 0) counted.push([countryCode, total]);
    if (counted.length === 2) break;
  }
  expect(counted).toHaveLength(2);
  const codes = inListOrder(counted.map(([code]) => code));
  const expected = counted.reduce((sum, [, n]) => sum + n, 0);
  const everything = (await callAs(page, 'getSurveysForValidation', { page: 1 })).total;
  expect(everything).toBeGreaterThan(expected);

  await page.goto(VALIDATE);
  await expectPage(page, VALIDATE, 'pages.validation.title');
  const label = t('review.filters.country');
  await expect(field(page, label)).toContainText(t('common.select'));
  await choose(
    page,
    label,
    codes.map((code) => countryName(code)),
  );
  await expectPath(page, `${VALIDATE}?${codes.map((code) => `country=${code}`).join('&')}`);
  const total = page.getByText(t('review.table.total', { total: String(expected) }));
  await expect(total).toBeVisible();
  const countryCells = page.locator('tbody tr td:nth-child(2)');
  await expect(countryCells.first()).toBeVisible();
  for (const text of await countryCells.allInnerTexts())
    expect(codes.map((code) => countryName(code))).toContain(text.trim());

  await page.reload();
  await expect(field(page, label)).toContainText(codes.map((code) => countryName(code)).join(', '));
  await expect(total).toBeVisible();

  // Two statuses on top: rows in either state only.
  await choose(page, t('review.filters.status'), [t('review.state.pending'), t('review.state.accepted')]);
  await expect(page).toHaveURL(/status=pending&status=A$/);
  const both = await callAs(page, 'getSurveysForValidation', {
    countryCodes: codes,
    statuses: ['pending', 'A'],
    page: 1,
  });
  await expect(page.getByText(t('review.table.total', { total: String(both.total) }))).toBeVisible();
});

test("the staff home's single-value address (category, round, status) still opens the list filtered to it", async ({
  page,
}) => {
  await signIn(page, DEMO.staff.email);
  const { total } = await callAs(page, 'getSurveysForValidation', {
    categories: ['CL'],
    round: 2026,
    statuses: ['pending'],
    page: 1,
  });
  await page.goto(`${VALIDATE}?category=CL&round=2026&status=pending`);
  await expectPage(page, `${VALIDATE}?category=CL&round=2026&status=pending`, 'pages.validation.title');
  await expect(field(page, t('review.filters.category'))).toContainText(t('footer.surveyTypes.CL'));
  await expect(field(page, t('review.filters.status'))).toContainText(t('review.state.pending'));
  await expect(page.getByText(t('review.table.total', { total: String(total) }))).toBeVisible();
});

test('the lab list shows the labs of two chosen countries only, and keeps them on reload', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  const [first, second] = await callAs(page, 'getcountryName', {});
  if (!first || !second) throw new Error('fewer than two countries have labs');
  const codes = [first.countryCode, second.countryCode];
  const expected = (await callAs(page, 'getlabName', { countryCodes: codes, page: 1 })).total;
  expect(expected).toBe(first.labs + second.labs);

  await page.goto(LABS);
  await expectPage(page, LABS, 'admin.pages.labs.title');
  const label = t('admin.filters.country');
  await choose(
    page,
    label,
    [first, second].map((c) => `${countryName(c.countryCode)} (${c.labs})`),
  );
  await expectPath(page, `${LABS}?country=${codes[0]}&country=${codes[1]}`);
  const total = page.getByText(t('admin.labs.total', { total: String(expected) }));
  await expect(total).toBeVisible();
  const rows = page.getByRole('list', { name: t('admin.labs.results') }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts())
    expect(codes.some((code) => text.includes(countryName(code)))).toBe(true);

  await page.reload();
  await expect(field(page, label)).toContainText(`${countryName(codes[0]!)} (${first.labs})`);
  await expect(total).toBeVisible();
  // An old single-country address reads as a choice of one.
  await page.goto(`${LABS}?country=${codes[1]}`);
  await expect(page.getByText(t('admin.labs.total', { total: String(second.labs) }))).toBeVisible();
});

test('the user list shows users of two chosen types only, and keeps them on reload', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  const expected = (await callAs(page, 'getUserOfLab', { userTypes: ['internal', 'contentreader'], page: 1 })).total;
  expect(expected).toBeGreaterThan(0);

  await page.goto(USERS);
  await expectPage(page, USERS, 'admin.pages.users.title');
  const label = t('admin.user.userType');
  await choose(page, label, [t('admin.userTypes.internal'), t('admin.userTypes.contentreader')]);
  await expectPath(page, `${USERS}?type=internal&type=contentreader`);
  const total = page.getByText(t('admin.users.total', { total: String(expected) }));
  await expect(total).toBeVisible();
  const kinds = [t('admin.userTypes.internal'), t('admin.userTypes.contentreader')];
  const rows = page.getByRole('list', { name: t('admin.users.results') }).getByRole('listitem');
  for (const text of await rows.allInnerTexts()) expect(kinds.some((kind) => text.includes(kind))).toBe(true);

  await page.reload();
  await expect(field(page, label)).toContainText(kinds.join(', '));
  await expect(total).toBeVisible();
});

for (const [lang, base] of [
  ['th', '/wwb_th'],
  ['ja', '/wwb_ja'],
  ['zhcn', '/wwb_zhcn'],
] as const) {
  for (const width of [360, 1280]) {
    test(`the filters fit a ${width} px screen in ${lang}, the list open, with no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${base}/login`);
      await submitLogin(page, DEMO.staff.email, undefined, lang);
      await page.waitForURL((url) => !url.pathname.endsWith('/login'));
      for (const [path, key] of [
        [`${VALIDATE}?country=TH&country=JP&status=pending&status=returned`, 'review.filters.country'],
        [`${LABS}?country=TH&country=JP`, 'admin.filters.country'],
        [`${USERS}?type=internal&type=external`, 'admin.user.userType'],
      ] as const) {
        await page.goto(path);
        const label = t(key, {}, lang);
        await field(page, label).click();
        const list = page.getByRole('group', { name: exactly(label) });
        await expect(list).toBeVisible();
        const box = await list.boundingBox();
        expect(box?.height ?? 0).toBeLessThanOrEqual(197);
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const name = path.split('/').at(-1)?.split('?')[0] ?? 'list';
        await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png` });
        await page.keyboard.press('Escape');
      }
    });
  }
}
