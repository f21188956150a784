import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The China registration pop-up (§2): on the China site (SITE_LOCATION=china, project "china") the registration opens
 * with a notice that the details are stored in mainland China, which the visitor must agree to before the form.
 */

const LANG = 'zhcn';
const zh = (key: string) => t(key, {}, LANG);

test('the registration opens with the China notice; agreeing leads to the form, "not now" back home', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(pageHeading(page)).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: exactly(zh('pages.home.register')) })
    .click();
  await expectPath(page, '/registration');

  const notice = page.getByRole('dialog', { name: zh('registration.china.title') });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(zh('registration.china.storage'))).toBeVisible();
  const proceed = notice.getByRole('button', { name: exactly(zh('registration.china.continue')) });
  await expect(proceed).toBeDisabled();
  await notice.getByRole('checkbox', { name: zh('registration.china.agree') }).check();
  await proceed.click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('form', { name: zh('registration.personalFormLabel') })).toBeVisible();

  await page.goto('/registration');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: exactly(zh('registration.china.notNow')) }).click();
  await expectPage(page, '/home', 'pages.home.title', LANG);
});

for (const width of [360, 1280]) {
  test(`the China notice at ${width} px (screenshot)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/registration');
    const notice = page.getByRole('dialog', { name: zh('registration.china.title') });
    await expect(notice).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`china-registration-notice-${width}.png`) });
  });
}
