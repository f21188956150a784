import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 8: the lab's survey in its frame, answered in Japanese, saved as typed and resumed after a reload. The core
 * lab tender survey: the demo lab's core lab survey of this round is already validated (the demo benchmark, D54).
 */

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Signs in as the demo lab user with Japanese as the interface language and opens the core lab tender survey. */
async function openTenderSurveyInJapanese(page: Page) {
  await signIn(page, DEMO.lab.email);
  await page.evaluate(() => localStorage.setItem('language', 'ja'));
  await page.goto('/survey/core_lab_tender');
  const frame = page.frameLocator(`iframe[title="${t('survey.frameTitle', {}, 'ja')}"]`);
  await expect(frame.locator('input[type="number"]').first()).toBeVisible({ timeout: 20_000 });
  return frame;
}

test('the lab answers in Japanese, the answer is saved and the form resumes after a reload', async ({ page }) => {
  const frame = await openTenderSurveyInJapanese(page);
  await expect(page.locator('iframe')).toHaveAttribute('src', /Q_Language=JA/);
  const answer = String(100 + Math.floor(Math.random() * 800));
  const input = frame.locator('input[type="number"]').first();
  const name = await input.getAttribute('aria-label');
  await input.fill(answer);
  await expect(frame.getByRole('status').filter({ hasText: t('surveyForm.saved', {}, 'ja') })).toBeVisible();

  await page.reload();
  const again = page.frameLocator('iframe').locator('input[type="number"]').first();
  await expect(again).toHaveValue(answer, { timeout: 20_000 });
  if (name) await expect(again).toHaveAttribute('aria-label', name);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the form fits the screen without sideways scrolling', async ({ page }, testInfo) => {
    await openTenderSurveyInJapanese(page);
    const src = await page.locator('iframe').getAttribute('src');
    await page.goto(src!);
    await expect(page.locator('input[type="number"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await testInfo.attach('survey-form-360', { body: await page.screenshot(), contentType: 'image/png' });
  });
});

test.describe('accessibility', () => {
  // axe is injected as a script; the portal's Content-Security-Policy would refuse it.
  test.use({ bypassCSP: true });

  test('the form has no serious accessibility violations', async ({ page }) => {
    await openTenderSurveyInJapanese(page);
    const src = await page.locator('iframe').getAttribute('src');
    await page.goto(src!);
    await expect(page.locator('input[type="number"]').first()).toBeVisible();
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; impact: string }[] }> } }
      ).axe;
      const result = await axe.run({ runOnly: ['wcag2a', 'wcag2aa'] });
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });
});
