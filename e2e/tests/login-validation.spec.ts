import { loginForm } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §8 101, the login validation event: ValidateUser refuses a sign-in that fails the form's own rules with the failing
 * fields, and the sign-in screen shows them under its fields. The browser checks the same rules first, so the test
 * plays a client that did not: the request leaves with the e-mail emptied on the way.
 */

test('a sign-in the server finds invalid (101) shows its messages under the fields', async ({ page }) => {
  await page.goto('/login');
  await expectPage(page, '/login', 'login.title');
  await page.route('**/api?request=ValidateUser', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, email: '' }) });
  });
  const answer = page.waitForResponse('**/api?request=ValidateUser');
  const form = loginForm(page);
  await form.email.fill(DEMO.lab.email);
  await form.password.fill('Anything#2026');
  await form.submit.click();
  expect(((await (await answer).json()) as { data: { error: { code: number } } }).data.error.code).toBe(101);

  await expect(form.form.getByText(t('errors.loginValidation'))).toBeVisible();
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.form.getByText(t('login.errors.emailRequired'))).toBeVisible();
  await expectPage(page, '/login', 'login.title');
});

test('the footer says which version is running (§3 buildDate)', async ({ page }) => {
  await page.goto('/home');
  const date = /\d/;
  const line = page.getByRole('contentinfo').getByText(t('footer.buildDate', { date: '' }).trim());
  await expect(line).toBeVisible();
  await expect(line).toHaveText(date);
});
