import { expectSignedOutHeader, profileMenuButton, signIn, storedAuthRecord } from '../support/auth.ts';
import { AUTH_STORAGE_KEY, DEMO } from '../support/constants.ts';
import { exactly, t } from '../support/i18n.ts';
import { expectPage, loginRedirect, navigateInApp } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/** The auth record `dlba` in local storage (§3, §4, §8). */

const DANA = `${DEMO.lab.givenName} ${DEMO.lab.familyName}`;

test.describe('auth record in local storage', () => {
  test('a corrupt record is removed and the app still loads', async ({ page }) => {
    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    for (const [label, value] of [
      ['not JSON', '{"token": "abc-'],
      ['JSON of the wrong shape', '{"token": 42, "session": "yes"}'],
    ] as const) {
      await test.step(label, async () => {
        await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [AUTH_STORAGE_KEY, value] as const);
        await page.goto('/home');
        await expectPage(page, '/home', 'pages.home.title');
        await expectSignedOutHeader(page);
        const stored = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
        expect(stored).not.toBe(value);
        if (stored !== null) expect((JSON.parse(stored) as { token: unknown }).token).toBeNull();

        // Still fully usable: the guards treat the visitor as signed out.
        await navigateInApp(page, '/survey');
        await expectPage(page, loginRedirect('/survey', 'lab'), 'login.title');
      });
    }
  });

  test('an expired token shows the user signed out', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expect(profileMenuButton(page, DANA)).toBeVisible();

    // The token's tail is its expiry in Unix seconds (§4): move it an hour into the past.
    await page.evaluate((key) => {
      const record = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
      const past = Math.floor(Date.now() / 1000) - 3600;
      record.token = `${record.token.slice(0, record.token.lastIndexOf('-'))}-${past}`;
      localStorage.setItem(key, JSON.stringify(record));
    }, AUTH_STORAGE_KEY);

    await page.goto('/home');
    await expectPage(page, '/home', 'pages.home.title');
    await expectSignedOutHeader(page);
    await expect(profileMenuButton(page, DANA)).toHaveCount(0);
    expect((await storedAuthRecord(page))?.token ?? null).toBeNull();

    await page.goto('/dashboard');
    await expectPage(page, loginRedirect('/dashboard', 'lab'), 'login.title');
  });

  test('a token the server no longer accepts signs the user out', async ({ page }) => {
    await signIn(page, DEMO.lab.email);
    await expect(profileMenuButton(page, DANA)).toBeVisible();

    // Same expiry, different random part: a forged token. The session refresh on load gets a 401.
    await page.evaluate((key) => {
      const record = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
      const dash = record.token.lastIndexOf('-');
      record.token = `${'A'.repeat(dash)}${record.token.slice(dash)}`;
      localStorage.setItem(key, JSON.stringify(record));
    }, AUTH_STORAGE_KEY);

    await page.goto('/home');
    await expectSignedOutHeader(page);
    expect((await storedAuthRecord(page))?.token ?? null).toBeNull();
  });
});

test.describe('cookie notice', () => {
  test.use({ acceptedCookies: false });

  test('is shown until accepted, and stays accepted after a reload', async ({ page }) => {
    await page.goto('/home');
    const notice = page.getByRole('region', { name: t('footer.cookieNotice.label') });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: exactly(t('footer.cookieNotice.accept')) }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('is_cookie_notice_accepted'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});
