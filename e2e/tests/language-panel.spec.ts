import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { header } from '../support/auth.ts';
import { t } from '../support/i18n.ts';
import { pageHeading } from '../support/pages.ts';
import { expect, test } from '../support/test.ts';

/**
 * §9 "Countries in 4 columns" in the language and country panel: four columns on a desktop; on a 360 px phone the
 * panel takes the whole screen and the countries go in two columns, each name and its languages readable, nothing
 * running off the screen (four columns of some 70 px would cut "Korea, Republic of" and its languages to pieces).
 */

const SHOTS = '/tmp/shots-profile-modal';
mkdirSync(SHOTS, { recursive: true });

const CASES = [
  { lang: 'en', prefix: '', width: 1280, columns: 4 },
  { lang: 'ja', prefix: '/JP_ja', width: 1280, columns: 4 },
  { lang: 'th', prefix: '/TH_th', width: 360, columns: 2 },
  { lang: 'zhcn', prefix: '/WWB_zhcn', width: 360, columns: 2 },
] as const;

async function openPanel(page: Page, lang: string): Promise<Locator> {
  await header(page)
    .getByRole('button', { name: t('header.languageSelector', {}, lang) })
    .click();
  const panel = page.getByRole('dialog', { name: t('languagePanel.title', {}, lang) });
  await expect(panel).toBeVisible();
  return panel;
}

/** The countries of the list as laid out: the distinct left edges of their boxes, and how many share the first row. */
function countryLayout(list: Locator) {
  return list.evaluate((ul) => {
    const items = Array.from(ul.children, (li) => li.getBoundingClientRect());
    const lefts = new Set(items.map((r) => Math.round(r.left)));
    const firstTop = Math.round(items[0]?.top ?? 0);
    return {
      count: items.length,
      lefts: lefts.size,
      firstRow: items.filter((r) => Math.round(r.top) === firstTop).length,
      templateColumns: getComputedStyle(ul).gridTemplateColumns.split(' ').length,
      overflowing: ul.scrollWidth > ul.clientWidth,
    };
  });
}

for (const { lang, prefix, width, columns } of CASES) {
  test(`the panel lists the countries in ${columns} columns at ${width} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${prefix}/home`);
    await expect(pageHeading(page)).toHaveText(t('pages.home.title', {}, lang));
    const panel = await openPanel(page, lang);
    const all = panel.getByRole('region', { name: t('languagePanel.allCountries', {}, lang) });
    const list = all.getByRole('list').first();
    await expect(list.getByText(t('countries.JP', {}, lang), { exact: true })).toBeVisible();

    const layout = await countryLayout(list);
    expect(layout.count).toBeGreaterThan(columns);
    expect(layout.templateColumns).toBe(columns);
    expect(layout.lefts).toBe(columns);
    expect(layout.firstRow).toBe(columns);
    expect(layout.overflowing).toBe(false);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(pageOverflow).toBeLessThanOrEqual(0);
    if (width === 360) {
      // A phone: the panel is the whole screen.
      const box = await panel.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(360);
    }
    await page.screenshot({ path: `${SHOTS}/language-panel-${lang}-${width}.png` });
  });
}
