import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { COMPANY_SLUG } from './constants.ts';
import { pageHeading } from './pages.ts';

/**
 * The screens a signed-out visitor opens (every-screen.spec.ts, accessibility.spec.ts): the sign-in group, the legal
 * pages, the content area (issue 17) and the China entry's form.
 */
export const PUBLIC_SCREENS = [
  '/home',
  '/home/verify-token-123',
  '/login',
  '/login?regfor=lab',
  '/registration',
  '/registration?regfor=lab',
  '/registration/thankYou',
  '/forgot-password',
  '/forgot-password-success',
  '/successfull-reset',
  '/confirm-password/emailed-token-456',
  '/privacy',
  '/termsofuse',
  '/impressum',
  // The content area (issue 17): lists, an article with versions in several languages, pages, forms.
  '/thought-leadership',
  '/thought-leadership/why-peer-benchmarking-matters',
  '/topics',
  '/aboutus',
  '/contact-us',
  '/newsletter',
  // The entry's form: the demo lab's core lab survey of this round is validated, its tender survey is open.
  '/insightschina/core_lab_tender/REVNTy1DTC0wMDE',
  '/report/summary',
];

/** The screens of a signed-in lab user (the demo lab user, and the translator, who is one too). */
export const SIGNED_IN_SCREENS = [
  '/home',
  '/survey',
  '/survey/core_lab',
  '/survey/dashboard',
  '/labcode/CL/REVNTy1DTC0wMDE',
  '/dashboard',
  '/dashboard/pdf-report',
  '/dashboard/quality',
  '/dashboard/speed',
  '/dashboard/cost',
  '/newdashboard',
  '/dashboard/core_lab',
  '/dashboard/core_lab_tender',
  '/dashboard/molecular_diagnostic_lab',
  '/dashboard/histopathlogy_lab',
  '/dashboard/blood_bank',
  '/report/core_lab',
  '/view-profile',
  '/complete-profile',
  '/full-site-access-registration',
];

/**
 * Counts the page's requests (its frames' included) still waiting for their answer. A request the browser cancels on
 * an in-app navigation does not always report an end, so one older than 15 s no longer counts.
 */
export function trackRequests(page: Page): () => number {
  const inFlight = new Map<unknown, number>();
  page.on('request', (request) => inFlight.set(request, Date.now()));
  page.on('response', (response) => inFlight.delete(response.request()));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => [...inFlight.values()].filter((started) => Date.now() - started < 15_000).length;
}

/**
 * Waits until no request of the page has been in flight for 300 ms, so a screen's data (and what it renders) has
 * arrived: a screen's chained calls start within a frame of the one before them answering. Counted here rather than
 * with Playwright's `networkidle`, which an in-app navigation does not reset and which a removed survey frame can keep
 * from ever firing again.
 */
export async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect(pageHeading(page)).toBeVisible();
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (inFlight() > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 300;
      },
      { timeout: 40_000, intervals: [50] },
    )
    .toBe(true);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The staff area's screens (their detail screens are reached from the lists: the ids are the seeded ones). */
export const STAFF_SCREENS = [
  `/${COMPANY_SLUG}-admin`,
  `/${COMPANY_SLUG}-admin/audit`,
  `/${COMPANY_SLUG}-admin/labs`,
  `/${COMPANY_SLUG}-admin/labs/new`,
  `/${COMPANY_SLUG}-admin/users`,
  `/${COMPANY_SLUG}-admin/users/new`,
  `/${COMPANY_SLUG}-admin/import`,
  `/${COMPANY_SLUG}-admin/export`,
  `/${COMPANY_SLUG}-admin/content`,
  `/${COMPANY_SLUG}-admin/content/new`,
  `/${COMPANY_SLUG}-admin/content/tags`,
  `/${COMPANY_SLUG}-admin/content/contributors`,
  `/${COMPANY_SLUG}-admin/newsletter`,
  `/${COMPANY_SLUG}-validate`,
  '/dashboard',
  '/view-profile',
];

/** The translation tool (issue 15), for users with permission LT. */
export const TRANSLATION_SCREENS = [
  '/translation/glossary',
  '/translation/terminology',
  '/translation/coverage',
  '/translation/emails',
];
