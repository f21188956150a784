import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ARTICLE_LIST_PATHS, CONTENT_PAGE_PATHS } from '@labbench/contract/constants';
import { submitLogin } from '../support/auth.ts';
import { COMPANY_SLUG, DEMO } from '../support/constants.ts';
import { navigateInApp, pageHeading } from '../support/pages.ts';
import {
  PUBLIC_SCREENS,
  SIGNED_IN_SCREENS,
  STAFF_SCREENS,
  TRANSLATION_SCREENS,
  settled,
  trackRequests,
} from '../support/screens.ts';
import { expect, test } from '../support/test.ts';

/**
 * Issue 18 §3: axe finds no WCAG 2.1 A/AA violation on any screen, signed out and as each kind of signed-in user, in
 * English and Thai, on a 360 px phone and a 1280 px desktop. One page per test, going from screen to screen inside
 * the app; each screen is checked wide, then narrow. The failure lists every violation of the whole walk.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 640 };

/** The public screens, with every content page and article list of the contract (the content area's one source). */
const PUBLIC = [...new Set([...PUBLIC_SCREENS, ...[...CONTENT_PAGE_PATHS, ...ARTICLE_LIST_PATHS].map((p) => `/${p}`)])];

/** The detail screens staff open from a list: the first row's link of each. */
const STAFF_DETAILS = [
  { list: `/${COMPANY_SLUG}-admin/labs`, detail: /^\/portal-admin\/labs\/(?!new)[^/]+$/ },
  { list: `/${COMPANY_SLUG}-admin/users`, detail: /^\/portal-admin\/users\/(?!new)[^/]+$/ },
  { list: `/${COMPANY_SLUG}-admin/content`, detail: /^\/portal-admin\/content\/(?!new|tags|contributors)[^/]+$/ },
  { list: `/${COMPANY_SLUG}-validate`, detail: /^\/portal-validate\/[^/]+$/ },
];

interface Walk {
  page: Page;
  inFlight: () => number;
  violations: string[];
}

/** Runs axe on the screen shown, wide and narrow, and adds what it finds to the walk's list. */
async function check(walk: Walk, label: string): Promise<void> {
  const { page } = walk;
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    // The screen is whole (a screen swapping its data may be between two renders, without its heading).
    await expect(pageHeading(page)).toBeVisible();
    // Colours are judged once transitions (a toast fading in, a menu closing) have ended; a spinner runs forever.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    // Only violations are collected: axe then skips listing every node that passes, which halves its time. Legacy
    // mode runs axe.run in the page and its same-origin frames (the survey's form included; the walks open no other)
    // instead of a partial run per frame finished in a blank page opened for it: 1.3 s instead of 4.7 s on a
    // dashboard, with the same violations found.
    const analyze = () =>
      new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .options({ resultTypes: ['violations'] })
        .setLegacyMode()
        .analyze();
    let { violations } = await analyze();
    // A screen can be caught between two renders (a dashboard swapping its data without its h1 for a moment, a
    // redirect after its data came): what axe finds is judged again once the screen has settled, and that counts.
    if (violations.length > 0) {
      await settled(page, walk.inFlight);
      ({ violations } = await analyze());
    }
    for (const v of violations) {
      // A contrast failure says its colours, e.g. "#868e96 on #ffffff 3.32".
      const targets = v.nodes
        .slice(0, 3)
        .map((node) => {
          const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
          const colours = data?.fgColor ? ` [${data.fgColor} on ${data.bgColor} ${data.contrastRatio}]` : '';
          return `${node.target.join(' ')}${colours}`;
        })
        .join(' | ');
      walk.violations.push(`${label} @${viewport.width}px: ${v.id} (${v.impact}, ${v.nodes.length}×) ${targets}`);
    }
  }
  await page.setViewportSize(WIDE);
}

async function open(walk: Walk, path: string): Promise<void> {
  await test.step(path, async () => {
    await navigateInApp(walk.page, path);
    await settled(walk.page, walk.inFlight);
    await check(walk, path);
  });
}

/** Opens each list and the detail screen its first row leads to. */
async function openDetails(walk: Walk): Promise<void> {
  for (const { list, detail } of STAFF_DETAILS) {
    await navigateInApp(walk.page, list);
    await settled(walk.page, walk.inFlight);
    const hrefs = await walk.page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const href = hrefs.find((h) => detail.test(h));
    expect(href, `a row of ${list} leads to its detail screen`).toBeDefined();
    await open(walk, href!);
  }
}

type Role = 'signed out' | 'lab user' | 'lab user, dashboards' | 'staff' | 'translator';

/** The dashboards and the report page are the heaviest screens: a test of their own keeps the two workers even. */
const isDashboard = (path: string) => /^\/(dashboard|newdashboard|report)\b/.test(path);

const ROLES: Record<Exclude<Role, 'signed out'>, { email: string; screens: readonly string[] }> = {
  'lab user': { email: DEMO.lab.email, screens: SIGNED_IN_SCREENS.filter((path) => !isDashboard(path)) },
  'lab user, dashboards': { email: DEMO.lab.email, screens: SIGNED_IN_SCREENS.filter(isDashboard) },
  staff: { email: DEMO.staff.email, screens: STAFF_SCREENS },
  translator: { email: DEMO.translator.email, screens: [...TRANSLATION_SCREENS, '/survey', '/dashboard'] },
};

test.describe('no accessibility violation on any screen', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const lang of ['en', 'th']) {
    for (const role of ['lab user, dashboards', 'signed out', 'lab user', 'staff', 'translator'] as const) {
      test(`${role} in ${lang}`, async ({ page }) => {
        // Nine dashboards and the report page, each checked at two widths: about 4 minutes on a loaded machine.
        if (role === 'lab user, dashboards') test.setTimeout(420_000);
        const walk: Walk = { page, inFlight: trackRequests(page), violations: [] };
        await page.setViewportSize(WIDE);
        await page.goto(`/wwb_${lang}/home`);
        await settled(page, walk.inFlight);
        if (role === 'signed out') {
          for (const path of PUBLIC) await open(walk, path);
        } else {
          await navigateInApp(page, '/login');
          await settled(page, walk.inFlight);
          await submitLogin(page, ROLES[role].email, undefined, lang);
          await page.waitForURL((url) => url.pathname !== '/login');
          await settled(page, walk.inFlight);
          for (const path of ROLES[role].screens) await open(walk, path);
          if (role === 'staff') await openDetails(walk);
        }
        expect(walk.violations, walk.violations.join('\n')).toEqual([]);
      });
    }
  }
});
