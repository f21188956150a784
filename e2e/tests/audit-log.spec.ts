import type { Page } from '@playwright/test';
import { callAs } from '../support/api.ts';
import { signIn, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The audit trail of issue 14 item 5: an entry made through the API, read back with who and when, and filtered; the
 * action filter is the §9 multi-select (issue 18), several actions at once.
 */

const AUDIT = `/${COMPANY_SLUG}-admin/audit`;
const LAB_CODE = 'DEMO-CL-001';
const LAB_NAME = 'Demo Hospital Laboratory';

const EXPORT = `/${COMPANY_SLUG}-admin/export`;

const actionField = (page: Page) => page.getByRole('button', { name: exactly(t('staff.audit.filters.action')) });

/** Opens the action multi-select by its label, ticks (true) or unticks (false) the named actions, and closes it. */
async function setActions(page: Page, changes: Record<string, boolean>) {
  await actionField(page).click();
  const list = page.getByRole('group', { name: exactly(t('staff.audit.filters.action')) });
  for (const [action, checked] of Object.entries(changes)) {
    await list.getByRole('checkbox', { name: exactly(t(`staff.audit.actions.${action}`)) }).setChecked(checked);
  }
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

const apply = (page: Page) => page.getByRole('button', { name: exactly(t('staff.audit.filters.apply')) }).click();

/** The moment as the page should show it: the reader's language and time zone. */
const shown = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));

test('an entry made through the API is listed with who and when, and the filters keep to the address', async ({
  page,
}) => {
  await signIn(page, DEMO.staff.email);
  // A lab-list download gives the log a second kind of entry (export.downloaded).
  await page.goto(EXPORT);
  const labList = page.getByRole('region', { name: t('transfer.export.labsTitle') });
  await Promise.all([
    page.waitForEvent('download'),
    labList.getByRole('button', { name: t('transfer.export.download', { format: 'CSV' }) }).click(),
  ]);
  const before = Date.now();
  await callAs(page, 'startViewAsLab', { labCode: LAB_CODE });

  await page.goto(AUDIT);
  await expectPage(page, AUDIT, 'staff.audit.title');
  await expect(actionField(page)).toContainText(t('common.select'));
  await setActions(page, { 'viewAsLab.started': true });
  await apply(page);
  await expectPath(page, `${AUDIT}?what=viewAsLab.started`);

  const rows = page.getByTestId('audit-table').locator('tbody tr[data-action]');
  await expect(rows.first()).toBeVisible();
  await expect(
    page.getByTestId('audit-table').locator('tbody tr[data-action]:not([data-action="viewAsLab.started"])'),
  ).toHaveCount(0);
  const newest = rows.first();
  await expect(newest).toContainText(DEMO.staff.email);
  await expect(newest).toContainText(t('staff.audit.actions.viewAsLab.started'));
  await expect(newest).toContainText(LAB_NAME);
  const time = newest.locator('time');
  const at = (await time.getAttribute('datetime')) ?? '';
  expect(Date.parse(at)).toBeGreaterThanOrEqual(before - 5_000);
  await expect(time).toHaveText(shown(at, 'en', 'UTC'));

  await expect(page.locator('[data-action="export.downloaded"]')).toHaveCount(0);

  // Kept on reload; another action leaves this one out.
  await page.reload();
  await expect(actionField(page)).toContainText(t('staff.audit.actions.viewAsLab.started'));
  await setActions(page, { 'viewAsLab.started': false, 'user.deleted': true });
  await apply(page);
  await expectPath(page, `${AUDIT}?what=user.deleted`);
  await expect(page.locator('[data-action="viewAsLab.started"]')).toHaveCount(0);

  // Two actions at once: rows of both, none of a third (user.deleted, or any other), and kept on reload.
  await setActions(page, { 'user.deleted': false, 'viewAsLab.started': true, 'export.downloaded': true });
  await apply(page);
  await expectPath(page, `${AUDIT}?what=export.downloaded&what=viewAsLab.started`);
  const table = page.getByTestId('audit-table');
  await expect(table.locator('[data-action="viewAsLab.started"]').first()).toBeVisible();
  await expect(table.locator('[data-action="export.downloaded"]').first()).toBeVisible();
  await expect(
    table.locator(
      'tbody tr[data-action]:not([data-action="viewAsLab.started"]):not([data-action="export.downloaded"])',
    ),
  ).toHaveCount(0);
  await page.reload();
  await expect(actionField(page)).toContainText(
    `${t('staff.audit.actions.export.downloaded')}, ${t('staff.audit.actions.viewAsLab.started')}`,
  );

  // By lab and day: today's entries of the demo lab include it.
  await page.goto(`${AUDIT}?lab=${LAB_CODE}&from=${at.slice(0, 10)}&to=${at.slice(0, 10)}`);
  await expect(page.getByTestId('audit-table').locator('[data-action="viewAsLab.started"]').first()).toBeVisible();
});

test('an end date before the start date is refused with a message and nothing typed is lost', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  await page.goto(AUDIT);
  const who = page.getByRole('textbox', { name: exactly(t('staff.audit.filters.actor')) });
  await who.fill('staff@');
  await page.getByLabel(t('staff.audit.filters.from'), { exact: true }).fill('2026-03-10');
  await page.getByLabel(t('staff.audit.filters.to'), { exact: true }).fill('2026-03-01');
  await page.getByRole('button', { name: exactly(t('staff.audit.filters.apply')) }).click();
  await expect(page.getByText(t('staff.audit.filters.endBeforeStart'))).toBeVisible();
  await expect(who).toHaveValue('staff@');
  await expectPath(page, AUDIT, true);
});

test.describe('on a 360 px phone in Thai, in Bangkok', () => {
  test.use({ viewport: { width: 360, height: 740 }, timezoneId: 'Asia/Bangkok' });

  test('entries are cards with the time in Thai and Bangkok time, and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.goto('/wwb_th/login');
    await submitLogin(page, DEMO.staff.email, undefined, 'th');
    await page.waitForURL((url) => url.pathname !== '/login');
    await callAs(page, 'startViewAsLab', { labCode: LAB_CODE });
    await page.goto(`${AUDIT}?what=viewAsLab.started`);
    await expectPage(page, `${AUDIT}?what=viewAsLab.started`, 'staff.audit.title', 'th');
    const card = page.getByTestId('audit-cards').locator('[data-action="viewAsLab.started"]').first();
    await expect(card).toContainText(t('staff.audit.actions.viewAsLab.started', {}, 'th'));
    const time = card.locator('time');
    await expect(time).toHaveText(shown((await time.getAttribute('datetime')) ?? '', 'th', 'Asia/Bangkok'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
