import { submitLogin } from '../support/auth.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expectPage } from '../support/pages.ts';
import { pdfText, squeezed } from '../support/pdf.ts';
import { expect, test } from '../support/test.ts';

/**
 * The China site's dashboards and PDF (issue 18 §2 item 9, project "china"): the comparison group has the China site's
 * own words (labs in China, labs outside China), never "APAC site" in any language.
 */

const LANG = 'zhcn';
/** "APAC site" as the APAC site says it, in both of the China site's languages. */
const APAC_WORDS = ['APAC', t('benchmark.peers.value.region.apac', {}, 'zhcn'), '亚太'];

test.describe('China site dashboards', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO.lab.email, DEMO_PASSWORD, LANG);
    await expectPage(page, '/survey', 'pages.survey.title', LANG);
  });

  test('the dashboard names the peer group in the China site’s words, never "APAC site"', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-kpi]').first()).toBeVisible();
    const main = (await page.getByRole('main').textContent()) ?? '';
    for (const words of APAC_WORDS) expect(main, words).not.toContain(words);
    const chinaWords = ['china', 'apac'].map((r) => t(`benchmark.peers.chinaSite.region.${r}`, {}, LANG));
    expect(
      chinaWords.some((w) => main.includes(w)),
      `one of ${chinaWords.join(', ')}`,
    ).toBe(true);
  });

  test('the report page the PDF is printed from says the same: no "APAC site" in it', async ({ page }, testInfo) => {
    // The e2e China server runs without a PDF printer (CHROMIUM_PATH off): the page its printer would print is
    // printed here by the test's own Chromium, A4 as the server prints it, and read back with poppler.
    await page.goto('/report/core_lab');
    await expect(page.locator('html')).toHaveAttribute('data-report-ready', 'true', { timeout: 20_000 });
    await page.emulateMedia({ media: 'print' });
    const file = testInfo.outputPath('china.pdf');
    await page.pdf({ path: file, format: 'A4', printBackground: true, preferCSSPageSize: true });
    const text = squeezed(pdfText(file));
    for (const words of APAC_WORDS) expect(text, words).not.toContain(squeezed(words));
    const chinaWords = ['china', 'apac'].map((r) => squeezed(t(`benchmark.peers.chinaSite.region.${r}`, {}, LANG)));
    expect(chinaWords.some((w) => text.includes(w))).toBe(true);
  });
});
