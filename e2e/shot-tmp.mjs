import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:4117';
const [width, path, out, lang] = [Number(process.argv[2]), process.argv[3], process.argv[4], process.argv[5] ?? 'en'];
const definition = JSON.parse(readFileSync('../apps/server/src/survey/definitions/2026/hl.json', 'utf8'));
const summary = { responseId: 'r-1', labCode: 'DEMO-CL-001', labName: 'Demo Hospital Laboratory', countryCode: 'TH', category: 'HL', round: 2026, submittedAt: '2026-11-20T09:30:00Z', survey_status: null, failedChecks: 2, openQuestions: 1, waitForImport: false };
const at = '2026-11-20T09:00:00Z';
const fake = {
  getSurveysForValidation: { items: [summary, { ...summary, responseId: 'r-2', labName: 'Second Lab with a rather long name', labCode: 'X-2', survey_status: 'A', countryCode: 'JP', category: 'CL' }], page: 1, pageCount: 3, total: 23 },
  validateSurveyQuestionsResponse: { summary, definition,
    answers: [{ code: 'HL_LAB_TYPE', value: 'hospital', answeredBy: 'Dana Lab', answeredAt: at }, { code: 'HL_HOSPITAL_BEDS', value: 450, answeredBy: 'Dana Lab', answeredAt: at }, { code: 'HL_FTE_PATHOLOGISTS', value: 0, answeredBy: 'distribution link', answeredAt: at }],
    failedChecks: [{ code: 'HL_FTE_PATHOLOGISTS', check: 'checks.noStaff' }, { code: 'HL_SAMPLES_PER_DAY', check: 'checks.required' }],
    edits: [{ code: 'HL_HOSPITAL_BEDS', oldValue: 45, newValue: 450, editedBy: 'Sam Staff', at }],
    threads: [{ code: 'HL_HOSPITAL_BEDS', open: true, messages: [{ id: 'm1', author: 'staff', authorName: 'Sam Staff', text: 'Is 450 beds right?', at }] }],
    validationComment: null },
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const page = await browser.newPage({ viewport: { width, height: 800 } });
await page.addInitScript(() => localStorage.setItem('is_cookie_notice_accepted', 'true'));
await page.route(/\/api\?request=(getSurveysForValidation|validateSurveyQuestionsResponse)/, (route) => {
  const name = new URL(route.request().url()).searchParams.get('request');
  route.fulfill({ json: { data: fake[name] } });
});
await page.goto(base + '/login');
await page.locator('input[type=email]').first().fill('staff@demo.example');
await page.locator('input[type=password]').fill('Benchmark#2026');
await page.locator('form button[type=submit]').first().click();
await page.waitForURL((u) => !u.pathname.startsWith('/login'));
if (lang !== 'en') await page.evaluate((l) => { const r = JSON.parse(localStorage.getItem('dlba') ?? '{}'); }, lang);
await page.goto(base + path);
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
