import type { Locator, Page } from '@playwright/test';
import { loginForm } from '../support/auth.ts';
import { DEMO, DEMO_PASSWORD } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, navigateInApp } from '../support/pages.ts';
import { settled, trackRequests } from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18 §3: every screen usable by keyboard alone, with a visible focus. Tab goes from the start of the page
 * through the sign-in and the survey area; every element that takes the focus shows it (an outline or a ring), and
 * the screen's main actions are among them. The sign-in itself is typed and sent with the keyboard.
 */

/** What the focused element is and whether it shows that it has the focus. */
interface Stop {
  label: string;
  visible: boolean;
}

const KB_MARK = 'data-kb-reached';

/** Presses Tab and describes where the focus went; marks the element so a test can ask whether it was reached. */
async function tab(page: Page): Promise<Stop | null> {
  await page.keyboard.press('Tab');
  return page.evaluate((mark) => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    el.setAttribute(mark, '');
    // A field's ring may be drawn by the box around it (a password field with its eye button).
    const shown = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const visible = shown(el) || shown(el.parentElement?.closest('.mantine-Input-input') ?? null);
    const name =
      el.getAttribute('aria-label') ??
      ((el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().slice(0, 40);
    return { label: `${el.tagName.toLowerCase()} "${name}"`, visible };
  }, KB_MARK);
}

/** Tabs from the top of the page until `until` has the focus (or `max` stops), typing where `typing` says. */
async function tabUntil(page: Page, until: Locator, max = 80, typing?: Map<Locator, string>): Promise<Stop[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  for (let i = 0; i < max; i++) {
    const stop = await tab(page);
    if (stop) stops.push(stop);
    for (const [field, text] of typing ?? []) {
      if (await field.evaluate((el) => el === document.activeElement)) await page.keyboard.type(text);
    }
    if (await until.evaluate((el) => el === document.activeElement)) return stops;
  }
  throw new Error(
    `${max} presses of Tab did not reach the element; went through ${stops.map((s) => s.label).join(', ')}`,
  );
}

function expectAllVisible(stops: Stop[]): void {
  expect(
    stops.filter((stop) => !stop.visible).map((stop) => stop.label),
    'elements that take the focus without showing it',
  ).toEqual([]);
}

test('the sign-in is done by keyboard alone, every focus visible', async ({ page }) => {
  const inFlight = trackRequests(page);
  await page.goto('/login');
  await expectPage(page, '/login', 'login.title');
  await settled(page, inFlight);
  const form = loginForm(page);
  const forgot = page.getByRole('main').getByRole('link', { name: exactly(t('login.forgotPassword')) });
  const register = page.getByRole('main').getByRole('link', { name: exactly(t('login.register')) });
  const typing = new Map([
    [form.email, DEMO.lab.email],
    [form.password, DEMO_PASSWORD],
  ]);
  const stops = await tabUntil(page, form.submit, 80, typing);
  expectAllVisible(stops);
  // The skip link comes first; the form's fields were reached on the way.
  expect(stops[0]?.label).toContain(t('layout.skipToContent'));
  for (const reached of [form.email, form.password, forgot]) await expect(reached).toHaveAttribute(KB_MARK, '');
  // The way on to registration comes after the submit button.
  expectAllVisible(await tabUntil(page, register, 80));
  await form.submit.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
});

test('the survey area and the dashboard by keyboard: main actions reached, every focus visible', async ({ page }) => {
  const inFlight = trackRequests(page);
  await page.goto('/login');
  const form = loginForm(page);
  await form.email.fill(DEMO.lab.email);
  await form.password.fill(DEMO_PASSWORD);
  await form.password.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
  await navigateInApp(page, '/survey');
  await settled(page, inFlight);

  // Each category's main action (open, continue or view the survey) is a link button of its card.
  const mainActions = page.locator('main section[aria-labelledby^="survey-card-"] a.mantine-Button-root');
  const count = await mainActions.count();
  expect(count).toBeGreaterThan(0);
  expectAllVisible(await tabUntil(page, mainActions.last(), 120));
  for (let i = 0; i < count; i++) await expect(mainActions.nth(i)).toHaveAttribute(KB_MARK, '');

  await navigateInApp(page, '/dashboard');
  await settled(page, inFlight);
  const download = page.getByRole('button', { name: exactly(t('report.download.button')) });
  expectAllVisible(await tabUntil(page, download, 120));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: exactly(t('report.download.title')) })).toBeVisible();
});
