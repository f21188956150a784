import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signIn } from '../support/auth.ts';
import { DEMO } from '../support/constants.ts';
import { t } from '../support/i18n.ts';
import { pdfPageCount, renderEveryPage } from '../support/pdf.ts';
import { expect, test } from '../support/test.ts';

/**
 * What a new user met on the dashboards and the PDF (issue 18 §2): the Definition button whole beside a long KPI name,
 * the direction said once, ranks true for small groups, charts drawn at once, one calendar and one vocabulary in the
 * report, the sensitivity table inside A4 and the file named by lab, category and round.
 */

const LANGS = ['en', 'th', 'ja', 'zhcn'] as const;
/** Where the screenshots and page images are copied for a person to look at (kept out of the test's own output). */
const SHOTS = process.env.REPORT_SHOTS_DIR;

async function inLanguage(page: Page, lang: string, path: string) {
  await page.evaluate((l) => localStorage.setItem('language', l), lang);
  await page.goto(path);
}

const isDashboardCall = (url: URL) =>
  url.pathname === '/api' && url.searchParams.get('request') === 'getBenchmarkDashboard';

test.describe('dashboards and PDF as a new user reads them', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.lab.email);
  });

  for (const width of [1280, 360]) {
    test(`the Definition button stays whole beside long KPI names at ${width} px, in en th ja zhcn`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of LANGS) {
        await inLanguage(page, lang, '/dashboard');
        const buttons = page.locator('[data-kpi] button').filter({ hasText: t('benchmark.kpi.definition', {}, lang) });
        await expect(buttons.first()).toBeVisible();
        const clipped = await buttons.evaluateAll((els) =>
          els.flatMap((button) => {
            const label = button.querySelector('[class*="Button-label"]') ?? button;
            const card = button.closest('[data-kpi]');
            const right = card ? card.getBoundingClientRect().right : Infinity;
            const cut =
              label.scrollWidth > label.clientWidth + 1 ||
              button.scrollWidth > button.clientWidth + 1 ||
              button.getBoundingClientRect().right > right + 0.5;
            return cut ? [card?.getAttribute('data-kpi') ?? '?'] : [];
          }),
        );
        expect(clipped, `${lang} at ${width} px: cards whose Definition is cut`).toEqual([]);
        // The longest name's card, for a person to look at.
        if (SHOTS) {
          const longest = await page
            .locator('[data-kpi] h4')
            .evaluateAll((hs) =>
              hs.reduce((a, h) => ((h.textContent ?? '').length > a.length ? (h.textContent ?? '') : a), ''),
            );
          await page
            .locator('[data-kpi]')
            .filter({ hasText: longest })
            .first()
            .screenshot({
              path: `${SHOTS}/card-${lang}-${width}.png`,
            });
        }
      }
    });
  }

  test('a definition says which way is better exactly once', async ({ page }) => {
    await page.goto('/dashboard');
    const first = page.locator('[data-kpi]').first();
    await first.getByRole('button', { name: /^Definition of / }).click();
    const dropdown = page.getByRole('dialog', { name: /^Definition of / });
    await expect(dropdown).toBeVisible();
    const text = (await dropdown.textContent()) ?? '';
    expect(text.match(/better/gi), text).toHaveLength(1);
  });

  test('a small group’s rank is said in labs: "Best of 5 labs", never "better than 100 %"', async ({ page }) => {
    // The demo lab's real figures, as if its group had 5 labs: the lab first on one KPI, second on the others.
    await page.route(isDashboardCall, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { state: string; kpis?: { n: number; percentile: number | null }[] };
      };
      body.data.kpis?.forEach((kpi, i) => Object.assign(kpi, { n: 5, percentile: i === 0 ? 100 : 75 }));
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard');
    const ranks = page.getByTestId('peer-rank');
    await expect(ranks.first()).toHaveText(t('benchmark.kpi.rank.best', { n: '5' }));
    await expect(ranks.nth(1)).toHaveText(t('benchmark.kpi.rank.labs', { beaten: '3', others: '4' }));
    for (const text of await ranks.allTextContents()) expect(text).not.toContain('%');
  });

  test('no rank on the real dashboard claims 0 % or 100 %, and a group under 20 labs gets no percentage', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('[data-kpi]').first()).toBeVisible();
    for (const card of await page.locator('[data-kpi]').all()) {
      const rank = card.getByTestId('peer-rank');
      if ((await rank.count()) === 0) continue;
      const text = (await rank.textContent()) ?? '';
      const n = Number(/\d+/.exec((await card.getByTestId('peer-n').textContent()) ?? '')?.[0]);
      expect(text).not.toMatch(/\b(0|100)\s?%/);
      if (n < 20) expect(text, `N = ${n}`).not.toContain('%');
    }
  });

  test('charts are drawn at once, without animation', async ({ page }) => {
    await page.goto('/dashboard');
    const line = page.locator('[data-chart="trend"] path.recharts-line-curve').first();
    await expect(line).toBeAttached();
    const first = await line.getAttribute('d');
    // An animated line is drawn through a growing stroke-dasharray; the lab's solid line has none at all.
    const dashes = await page
      .locator('[data-chart="trend"] path.recharts-line-curve[stroke="#1864ab"]')
      .evaluateAll((paths) => paths.map((p) => p.getAttribute('stroke-dasharray')));
    expect(dashes.length).toBeGreaterThan(0);
    expect(dashes.every((d) => d === null)).toBe(true);
    await page.waitForTimeout(300);
    expect(await line.getAttribute('d')).toBe(first);
    await expect(page.locator('[data-chart] .recharts-layer.recharts-scatter-symbol').first()).toBeVisible();
  });

  test('the Thai report is dated in the Gregorian year of its rounds, and its areas are the dashboard’s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await inLanguage(page, 'th', '/report/core_lab');
    await expect(page.locator('html')).toHaveAttribute('data-report-ready', 'true', { timeout: 20_000 });
    const year = new Date().getFullYear();
    const date = page
      .locator('dt', { hasText: t('benchmark.report.date', {}, 'th') })
      .locator('xpath=following-sibling::dd[1]');
    await expect(date).toContainText(String(year));
    await expect(date).not.toContainText(String(year + 543));
    for (const area of ['quality', 'speed', 'cost', 'productivity']) {
      await expect(page.getByRole('heading', { level: 2, name: t(`benchmark.area.${area}`, {}, 'th') })).toBeVisible();
    }
    // The sensitivity table has the column's width and no cell is cut.
    const table = page.getByTestId('sensitivity');
    const cut = await table.evaluate((el) => {
      const box = el.parentElement as HTMLElement;
      const cells = Array.from(el.querySelectorAll('th, td')).filter((c) => c.scrollWidth > c.clientWidth + 1).length;
      return { table: el.scrollWidth, box: box.clientWidth, cells };
    });
    expect(cut.table).toBeLessThanOrEqual(cut.box);
    expect(cut.cells).toBe(0);
  });
});

/** Every word on a PDF page with its box (pdftotext -bbox), and the page's width in points. */
function wordsOfPage(file: string, page: number) {
  const xml = execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-bbox', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  const width = Number(/<page width="([\d.]+)"/.exec(xml)?.[1]);
  const words = [
    ...xml.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((m) => ({ xMin: Number(m[1]), xMax: Number(m[2]), text: m[3] ?? '' }));
  return { width, words };
}

test.describe('the PDF report', () => {
  test.describe.configure({ timeout: 240_000 });

  test('its last page, the sensitivity table, fits A4 in en th ja zhcn, and the file is named by lab, category and round', async ({
    page,
  }, testInfo) => {
    await signIn(page, DEMO.lab.email);
    for (const lang of LANGS) {
      await inLanguage(page, lang, '/dashboard');
      await page.getByRole('button', { name: t('report.download.button', {}, lang) }).click();
      const dialog = page.getByRole('dialog', { name: t('report.download.title', {}, lang) });
      const downloading = page.waitForEvent('download', { timeout: 60_000 });
      await dialog.getByRole('button', { name: t('report.download.submit', {}, lang) }).click();
      const download = await downloading;
      const file = testInfo.outputPath(`report-${lang}.pdf`);
      await download.saveAs(file);

      const name = download.suggestedFilename();
      expect(name).toContain(t('benchmark.category.CL', {}, lang));
      expect(name).toMatch(/ \d{4} – .+\.pdf$/);
      expect(name).not.toBe('Dashboard Report.pdf');
      expect(name).not.toMatch(/[\\/:*?"<>|]/);

      // The A4 page's printable width: 12 mm margins either side (report-view.module.css), a point of slack.
      const last = pdfPageCount(file);
      const { width, words } = wordsOfPage(file, last);
      expect(width).toBeCloseTo(595.28, 0);
      const right = width - (12 / 25.4) * 72 + 1;
      const outside = words.filter((w) => w.xMax > right).map((w) => `${w.text} (${w.xMax.toFixed(0)})`);
      expect(outside, `${lang}: words past the right margin of the last page`).toEqual([]);
      expect(words.length, `${lang}: the last page has the table`).toBeGreaterThan(20);
      const [image] = renderEveryPage(file, testInfo.outputPath(), `last-${lang}`, 96).slice(-1);
      if (SHOTS && image) copyFileSync(image, `${SHOTS}/pdf-last-${lang}.png`);
    }
  });
});
