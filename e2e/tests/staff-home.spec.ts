import type { Browser, Page } from '@playwright/test';
import { signIn, header, submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, expectPath, pageHeading } from '../support/pages.ts';
import { STAFF_DESTINATIONS } from '../support/staff-round.ts';
import { expect, test } from '../support/test.ts';

/**
 * The staff home of issue 14 item 1: what needs attention, and the way to every staff screen from the page, from the
 * header's staff menu on a desktop and from the drawer on a 360 px phone; view as lab (item 2) and its banner.
 */

const HOME = `/${COMPANY_SLUG}-admin`;
const LAB_CODE = 'DEMO-CL-001';
const LAB_NAME = 'Demo Hospital Laboratory';

const menuLabel = (id: string) => exactly(t(`header.staffMenu.${id}`));

/** Each screen opens with one heading, whatever it is. */
async function expectScreen(page: Page, path: string) {
  await expectPath(page, path);
  await expect(pageHeading(page)).toHaveCount(1);
}

/** Back to the staff home through the header's staff menu (desktop) or the drawer (phone). */
async function openFromHeader(page: Page, id: string, phone: boolean) {
  if (phone) {
    await header(page)
      .getByRole('button', { name: t('header.openMenu') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: menuLabel(id) })
      .click();
  } else {
    await header(page)
      .getByRole('button', { name: exactly(t('header.staffAdmin')) })
      .click();
    await page.getByRole('menuitem', { name: menuLabel(id) }).click();
  }
}

test('staff land on their home, see what needs attention and reach every staff screen from it and back', async ({
  page,
}) => {
  await signIn(page, DEMO.staff.email);
  await expectPage(page, HOME, 'staff.home.title');
  const attention = page.getByTestId('attention-table');
  await expect(attention.locator('[data-category]')).toHaveCount(5);
  // The demo population has labs in the histopathology round 2025 that have not started 2026: that figure leads to
  // the labs search; every other figure to the validation list of its category and round.
  await expect(attention.locator('[data-category="HL"] a').last()).toHaveAttribute('href', `${HOME}/labs`);
  for (const href of await attention
    .locator('a[href^="/portal-validate"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/portal-validate\?category=(CL|CLT|ML|HL|BB)&round=\d{4}/);

  for (const [id, path] of STAFF_DESTINATIONS) {
    await test.step(id, async () => {
      await page
        .getByRole('main')
        .getByRole('link', { name: menuLabel(id) })
        .click();
      await expectScreen(page, path);
      await openFromHeader(page, 'home', false);
      await expectPage(page, HOME, 'staff.home.title');
    });
  }
});

for (const phone of [false, true]) {
  test(`the header's staff menu reaches every staff screen (${phone ? '360 px drawer' : 'desktop'})`, async ({
    page,
  }) => {
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, DEMO.staff.email);
    await expectPage(page, HOME, 'staff.home.title');
    for (const [id, path] of [...STAFF_DESTINATIONS, ['home', HOME] as const]) {
      await test.step(id, async () => {
        await openFromHeader(page, id, phone);
        await expectScreen(page, path);
      });
    }
  });
}

/** The category shown first and the tabs in their order, as the lab's own user gets them on /dashboard. */
async function landing(page: Page) {
  const dashboard = page.getByTestId('dashboard');
  await expect(dashboard).toBeVisible();
  const nav = page.getByRole('navigation', { name: t('benchmark.categoryTabs') });
  const tabs = await nav.getByRole('link').allTextContents();
  return { category: await dashboard.getAttribute('data-category'), tabs, path: new URL(page.url()).pathname };
}

async function labLanding(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', '1'));
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, DEMO.lab.email);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dashboard');
  const seen = await landing(page);
  await context.close();
  return seen;
}

test('view as lab shows what the lab sees, under a banner naming the lab, on every page until staff stop', async ({
  page,
  browser,
  baseURL,
}) => {
  const lab = await labLanding(browser, baseURL);

  await signIn(page, DEMO.staff.email);
  await openFromHeader(page, 'viewAsLab', false);
  await expectPage(page, '/dashboard', 'benchmark.labPicker.title');
  await page.getByRole('textbox', { name: t('benchmark.labPicker.search') }).fill(LAB_CODE);
  await page.getByRole('button', { name: t('benchmark.labPicker.openLab', { labName: LAB_NAME }) }).click();

  const banner = page.getByTestId('view-as-lab');
  await expect(banner).toContainText(t('header.viewAsLab.banner', { labName: LAB_NAME, labCode: LAB_CODE }));
  expect(await landing(page)).toEqual(lab);

  // On the staff home too, with the way back to the lab's dashboards.
  await banner.getByRole('link', { name: exactly(t('header.viewAsLab.back')) }).click();
  await expectPage(page, HOME, 'staff.home.title');
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: exactly(t('header.viewAsLab.dashboards')) }).click();
  await expect(page.getByTestId('lab-name')).toHaveText(LAB_NAME);

  await banner.getByRole('button', { name: exactly(t('header.viewAsLab.stop')) }).click();
  await expect(banner).toHaveCount(0);
  await expect(pageHeading(page)).toHaveText(exactly(t('benchmark.labPicker.title')));

  // The start was recorded with who and which lab.
  await page.goto(`${HOME}/audit?what=viewAsLab.started&lab=${LAB_CODE}`);
  const entry = page.getByTestId('audit-table').locator('[data-action="viewAsLab.started"]').first();
  await expect(entry).toContainText(DEMO.staff.email);
  await expect(entry).toContainText(LAB_NAME);
});

test('a link with ?viewAs=<lab code> starts viewing that lab', async ({ page }) => {
  await signIn(page, DEMO.staff.email);
  await page.goto(`/dashboard?viewAs=${LAB_CODE}`);
  await expect(page.getByTestId('view-as-lab')).toContainText(LAB_NAME);
  await expectPath(page, '/dashboard', true);
  await expect(page.getByTestId('lab-name')).toHaveText(LAB_NAME);
});

test.describe('on a 360 px phone in Simplified Chinese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the staff home shows its figures as cards and the page does not scroll sideways', async ({ page }) => {
    await page.goto('/wwb_zhcn/login');
    await submitLogin(page, DEMO.staff.email, undefined, 'zhcn');
    await expectPage(page, HOME, 'staff.home.title', 'zhcn');
    const cards = page.getByTestId('attention-cards');
    await expect(cards.locator('[data-category]')).toHaveCount(5);
    await expect(cards.getByText(t('staff.home.figures.awaitingValidation', {}, 'zhcn')).first()).toBeVisible();
    await expect(page.getByTestId('attention-table')).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
