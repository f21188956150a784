import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * The lab step with the §3 details (issue 18 §1) for a signed-in user without a lab, in Thai on a phone and in
 * Japanese on a desktop: an Indian hospital lab shows beds, CAHO and REXIS, and nothing runs off the page.
 */

const CASES = [
  { lang: 'th', country: 'TH', width: 360 },
  { lang: 'ja', country: 'JP', width: 1280 },
] as const;

for (const { lang, country, width } of CASES) {
  test(`the lab step's details in ${lang} at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, DEMO.nolab.email);
    await page.goto(`/${country}_${lang}/registration`);
    await expectPage(page, '/registration', 'pages.registration.title', lang);
    const form = page.getByRole('form', { name: t('registration.labFormLabel', {}, lang) });
    await form.getByRole('combobox', { name: t('registration.country', {}, lang), exact: true }).selectOption('IN');
    await form
      .getByRole('combobox', { name: t('registration.details.classification', {}, lang), exact: true })
      .selectOption('hospital');
    await expect(form.getByRole('spinbutton', { name: t('registration.details.beds', {}, lang) })).toBeVisible();
    await expect(form.getByRole('checkbox', { name: t('registration.details.caho', {}, lang) })).toBeVisible();
    await expect(form.getByText(t('registration.details.sizeHint', {}, lang))).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`lab-details-${lang}-${width}.png`), fullPage: true });
  });
}
