import type { Locator, Page } from '@playwright/test';
import { header, submitLogin } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** On a 360 px phone nothing of the frame sits on something else (issue 7 §4 "What a new user meets"). */

test.use({ viewport: { width: 360, height: 640 } });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** The logo's text ends before the header's buttons begin. */
async function expectLogoClearOfButtons(page: Page, lang: string) {
  const banner = header(page);
  const logoText = banner.getByRole('link').first().locator('span');
  const language = banner.getByRole('button', { name: t('header.languageSelector', {}, lang) });
  const logo = await logoText.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    // What is drawn: the text, cut where the logo link clips it.
    const clip = el.parentElement!.getBoundingClientRect();
    return { right: Math.min(r.right, clip.right) };
  });
  expect(logo.right).toBeLessThanOrEqual((await boxOf(language)).x);
}

for (const lang of ['th', 'ja', 'zhcn', 'en']) {
  test(`signed in, in ${lang}: the logo text stays clear of the language button`, async ({ page }) => {
    await page.goto(`/wwb_${lang}/login`);
    await submitLogin(page, DEMO.lab.email, undefined, lang);
    await page.waitForURL((url) => url.pathname !== '/login');
    await expect(header(page).getByRole('button', { name: new RegExp(DEMO.lab.givenName) })).toBeVisible();
    await expectLogoClearOfButtons(page, lang);
  });
}

test.describe('a first visit', () => {
  test.use({ acceptedCookies: false });

  test('the cookie notice covers none of the home page buttons', async ({ page }) => {
    await page.goto('/home');
    await expect(pageHeading(page)).toBeVisible();
    const notice = page.getByRole('region', { name: t('footer.cookieNotice.label') });
    await expect(notice).toBeVisible();
    for (const key of ['pages.home.signIn', 'pages.home.register']) {
      const button = page.getByRole('main').getByRole('link', { name: exactly(t(key)) });
      await button.scrollIntoViewIfNeeded();
      expect(overlaps(await boxOf(button), await boxOf(notice))).toBe(false);
    }
  });
});

test('no scroll button sits on the text of the home page cards', async ({ page }) => {
  await page.goto('/home');
  await expect(pageHeading(page)).toBeVisible();
  const arrow = page.getByRole('button', { name: exactly(t('layout.scrollToBottom')) });
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(3);
  for (const card of await cards.all()) {
    const text = card.locator('xpath=..');
    await text.scrollIntoViewIfNeeded();
    if (await arrow.isVisible()) expect(overlaps(await boxOf(arrow), await boxOf(text))).toBe(false);
  }
});

for (const lang of ['ru', 'th']) {
  test(`in ${lang}, the profile's withdraw-consent button shows its whole label`, async ({ page }) => {
    await page.goto(`/wwb_${lang}/login`);
    await submitLogin(page, DEMO.lab.email, undefined, lang);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/wwb_${lang}/complete-profile`);
    const withdraw = page.getByRole('button', { name: exactly(t('consent.withdraw', {}, lang)) });
    await withdraw.scrollIntoViewIfNeeded();
    const box = await boxOf(withdraw);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    // Nothing of the label is cut off inside the button.
    const label = withdraw.locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
}
