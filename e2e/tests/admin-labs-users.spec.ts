import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { callAs } from '../support/api.ts';
import { profileMenuButton, signIn, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { changeForm } from '../support/password.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** Staff administration of labs and users (issue 14 item 3; D57, D58, D59). */

const ADMIN = `/${COMPANY_SLUG}-admin`;
const unique = () => randomBytes(3).toString('hex').toUpperCase();

/** A lab made through the API as staff (the page must be signed in as staff); answers its id and name. */
async function apiLab(page: Page, name: string) {
  const lab = await callAs(page, 'updateInternalLab', {
    nameOfInstuation: name,
    state: 'Bangkok',
    countryCode: 'TH',
    status: 'A',
  });
  return { ...lab, name };
}

/** A second browser signed in as staff, as a colleague at another desk. */
async function colleague(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  const page = await context.newPage();
  await signIn(page, DEMO.staff.email);
  return page;
}

const labForm = (page: Page) => page.getByRole('form', { name: t('admin.lab.formLabel') });
const userForm = (page: Page) => page.getByRole('form', { name: t('admin.user.formLabel') });
const toast = (page: Page, key: string) => page.getByRole('status').filter({ hasText: t(key) });

test('staff create a lab and a user for it, and the user signs in with the one-time password', async ({
  page,
  browser,
}) => {
  const name = `E2E Riverside ${unique()}`;
  await signIn(page, DEMO.staff.email);
  await page.goto(`${ADMIN}/labs`);
  await expectPage(page, `${ADMIN}/labs`, 'admin.pages.labs.title');
  await page.getByRole('link', { name: exactly(t('admin.labs.new')) }).click();
  await expectPage(page, `${ADMIN}/labs/new`, 'admin.labs.new');

  const form = labForm(page);
  await form.getByRole('button', { name: exactly(t('admin.lab.create')) }).click();
  await expect(form.getByText(t('validation.institutionRequired'))).toBeVisible();
  await form.getByRole('textbox', { name: t('admin.lab.name') }).fill(name);
  await form.getByRole('textbox', { name: t('admin.lab.state') }).fill('Chiang Mai');
  await form.getByRole('combobox', { name: t('admin.lab.country') }).selectOption('TH');
  await form.getByRole('textbox', { name: t('admin.lab.code') }).fill('bad code');
  await form.getByRole('button', { name: exactly(t('admin.lab.create')) }).click();
  await expect(form.getByText(t('admin.validation.labCodeInvalid'))).toBeVisible();
  await form.getByRole('textbox', { name: t('admin.lab.code') }).fill('');
  await form.getByRole('button', { name: exactly(t('admin.lab.create')) }).click();
  await expect(toast(page, 'admin.lab.created')).toBeVisible();
  await expect(pageHeading(page)).toHaveText(name);
  const labPath = new URL(page.url()).pathname;

  await page.getByRole('link', { name: exactly(t('admin.lab.addUser')) }).click();
  await expectPage(page, `${ADMIN}/users/new`, 'admin.users.new');
  const email = `e2e-${unique().toLowerCase()}@test.example`;
  const user = userForm(page);
  await expect(user.getByText(name)).toBeVisible();
  await user.getByRole('textbox', { name: t('admin.user.email') }).fill(email);
  await user.getByRole('textbox', { name: t('admin.user.firstName') }).fill('Nina');
  await user.getByRole('textbox', { name: t('admin.user.lastName') }).fill('Newcomer');
  await user.getByRole('switch', { name: t('admin.user.viewDownloadBtn') }).check();
  await user.getByRole('button', { name: exactly(t('admin.newUser.create')) }).click();
  await expect(page.getByText(t('admin.newUser.createdTitle'))).toBeVisible();
  const password = (await page.getByTestId('initial-password').textContent())?.trim() ?? '';
  expect(password).toHaveLength(16);
  await page.getByRole('link', { name: exactly(t('admin.newUser.backToLab')) }).click();
  await expectPath(page, labPath);
  await expect(page.getByRole('link', { name: new RegExp(email) })).toBeVisible();

  // The new user, in a browser of their own: the one-time password must be replaced at once (130).
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  const newcomer = await context.newPage();
  await newcomer.goto('/login');
  await submitLogin(newcomer, email, password);
  await expectPage(newcomer, '/change-password', 'pages.changePassword.title');
  const change = changeForm(newcomer);
  await change.oldPassword.fill(password);
  await change.newPassword.fill('Newcomer#2026');
  await change.confirm.fill('Newcomer#2026');
  await change.submit.click();
  await expectPage(newcomer, '/successfull-reset', 'pages.successfulReset.title');
  await newcomer.getByRole('link', { name: exactly(t('password.reset.continue')) }).click();
  await submitLogin(newcomer, email, 'Newcomer#2026');
  await newcomer.waitForURL((url) => url.pathname !== '/login');
  await expect(profileMenuButton(newcomer, 'Nina Newcomer')).toBeVisible();
  const session = await callAs(newcomer, 'getSession', {});
  expect(session.user.labs).toEqual([{ labId: labPath.split('/').at(-1), labName: name }]);
  await context.close();
});

test('a save based on an older version is refused with the current values, and the edits are kept', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.staff.email);
  const lab = await apiLab(page, `E2E Harbour ${unique()}`);
  await page.goto(`${ADMIN}/labs/${lab.labId}`);
  await expect(pageHeading(page)).toHaveText(lab.name);

  const other = await colleague(browser);
  await other.goto(`${ADMIN}/labs/${lab.labId}`);
  await labForm(other)
    .getByRole('textbox', { name: t('admin.lab.state') })
    .fill('Phuket');
  await labForm(other)
    .getByRole('button', { name: exactly(t('admin.save')) })
    .click();
  await expect(toast(other, 'admin.lab.saved')).toBeVisible();
  await other.context().close();

  const form = labForm(page);
  const mine = `${lab.name} edited`;
  await form.getByRole('textbox', { name: t('admin.lab.name') }).fill(mine);
  await form.getByRole('button', { name: exactly(t('admin.save')) }).click();
  const notice = form.getByRole('alert').filter({ hasText: t('admin.conflict.title') });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(t('admin.errors.recordChanged'))).toBeVisible();
  await expect(notice.getByText(t('admin.conflict.values', { theirs: 'Phuket', mine: 'Bangkok' }))).toBeVisible();
  await expect(form.getByRole('textbox', { name: t('admin.lab.name') })).toHaveValue(mine);

  await notice.getByRole('button', { name: exactly(t('admin.conflict.keepMine')) }).click();
  await expect(toast(page, 'admin.lab.saved')).toBeVisible();
  const saved = await callAs(page, 'getlabanduser', { labId: lab.labId });
  expect(saved.lab).toMatchObject({ nameOfInstuation: mine, state: 'Phuket', version: 3 });
});

test('deleting a lab names its users, sessions and open responses first, then they are gone', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  const lab = await apiLab(page, `E2E Closing ${unique()}`);
  const email = `e2e-${unique().toLowerCase()}@test.example`;
  await callAs(page, 'addNewUser', {
    labId: lab.labId,
    email,
    firstName: 'Gone',
    lastName: 'Soon',
    userType: 'external',
    language: 'en',
    permissions: [],
    viewDownloadBtn: false,
    viewEnglishtransBtn: false,
    isSuperUser: false,
  });
  await page.goto(`${ADMIN}/labs/${lab.labId}`);
  await page.getByRole('button', { name: exactly(t('admin.lab.delete')) }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.removal.deleteTitle', { name: lab.name }) });
  await expect(dialog.getByText(t('admin.removal.deleteText'))).toBeVisible();
  await expect(dialog.getByText(t('admin.removal.users', { n: '1' }))).toBeVisible();
  await expect(dialog.getByText(`Gone Soon <${email}>`)).toBeVisible();
  await expect(dialog.getByText(t('admin.removal.sessions', { n: '0' }))).toBeVisible();
  await dialog.getByRole('button', { name: exactly(t('admin.removal.confirmDelete')) }).click();
  await expect(toast(page, 'admin.removal.done.Deleted')).toBeVisible();
  await expectPage(page, `${ADMIN}/labs`, 'admin.pages.labs.title');
  const users = await callAs(page, 'getUserOfLab', { search: email });
  expect(users.total).toBe(0);
});

test('register/{labId} opens the lab for staff, with the way to its first user (§8 103)', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  const lab = await apiLab(page, `E2E Invited ${unique()}`);
  await page.goto(`/register/${lab.labId}`);
  await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
  const linked = page.getByRole('region', { name: t('admin.searchLabs.linkedTitle') });
  await expect(linked.getByRole('link', { name: lab.name })).toBeVisible();
  await expect(linked.getByText(t('admin.errors.noUserForLab'))).toBeVisible();
  // The guest-like current user built from the lab's detail: staff may view the lab as it.
  await expect(linked.getByRole('link', { name: exactly(t('admin.searchLabs.viewAsGuest')) })).toHaveAttribute(
    'href',
    `/dashboard?viewAs=${lab.labCode}`,
  );
  await linked.getByRole('link', { name: exactly(t('admin.searchLabs.firstUser')) }).click();
  await expectPath(page, `${ADMIN}/users/new?labId=${lab.labId}`);
});

test.describe('on a 360 px phone in Simplified Chinese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the lab search has no sideways scroll of the page', async ({ page }) => {
    await page.goto('/wwb_zhcn/login');
    await submitLogin(page, DEMO.staff.email, undefined, 'zhcn');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${ADMIN}/labs?q=DEMO-CL-001`);
    await expectPage(page, `${ADMIN}/labs?q=DEMO-CL-001`, 'admin.pages.labs.title', 'zhcn');
    const results = page.getByRole('list', { name: t('admin.labs.results', {}, 'zhcn') });
    await expect(results.getByRole('link', { name: 'Demo Hospital Laboratory' })).toBeVisible();
    await expect(page.getByRole('button', { name: exactly(t('admin.filters.apply', {}, 'zhcn')) })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a signed-out visitor at register/{labId} is told what it is for, and signs in as staff back to it', async ({
  page,
}) => {
  await page.goto('/register/LAB-42');
  await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
  await expect(page.getByText(t('admin.searchLabs.forStaff'))).toBeVisible();
  await expect(page.getByRole('link', { name: exactly(t('admin.searchLabs.registerOwn')) })).toHaveAttribute(
    'href',
    '/registration',
  );
  await page.getByRole('link', { name: exactly(t('admin.searchLabs.staffSignIn')) }).click();
  await submitLogin(page, DEMO.staff.email);
  await expectPage(page, '/searchLabs', 'admin.pages.searchLabs.title');
  // Not a lab id: what the address holds starts the search.
  await expect(page.getByRole('textbox', { name: t('admin.filters.search') })).toHaveValue('LAB-42');
});
