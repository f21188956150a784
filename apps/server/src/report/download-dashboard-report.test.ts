import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { TOKEN_HEADER, XSRF_COOKIE, XSRF_HEADER } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labs, reportGrants } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';
import { createTestApp, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { findChromium } from './chromium-path.ts';
import { redeemReportGrant } from './report-grants.ts';

const chromium = findChromium(process.env.CHROMIUM_PATH);

/** Stands in for the web app's /report page: records what the printer opened; `fail-` labs make the page fail. */
let server: Server;
const opened: URL[] = [];
let pageSays: 'true' | 'error' = 'true';
const startupLog: string[] = [];

let t: TestApp;
let noBrowser: TestApp;
let labCode: string;
let member: { id: string; email: string };
let token: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/report')) opened.push(url);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><body><h1>Dashboard Report</h1>
<script>document.documentElement.dataset.reportReady = '${pageSays}';</script></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await createTestApp({
    env: {
      CHROMIUM_PATH: 'path' in chromium ? chromium.path : 'off',
      REPORT_BASE_URL: base,
      REPORT_TIMEOUT_MS: '10000',
    },
  });
  noBrowser = await createTestApp({
    env: { CHROMIUM_PATH: '/no/such/chromium', LOG_LEVEL: 'warn' },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        startupLog.push(chunk.toString());
        done();
      },
    }),
  });
  labCode = newLabCode();
  const [lab] = await t.db
    .insert(labs)
    .values({ name: 'Report Lab', labCode, countryCode: 'TH', state: 'Bangkok', status: 'A' })
    .returning({ id: labs.id });
  member = await t.createUser({ labId: lab?.id });
  token = await t.tokenFor(member.email);
});
afterAll(async () => {
  await t.close();
  await noBrowser.close();
  await new Promise((resolve) => server.close(resolve));
});

const fullReport = (code: string): PayloadOf<'downloadDashboardReport'> => ({
  labCode: code,
  category: 'CL',
  sections: ['management', 'operation', 'productivity'],
  language: 'th',
});

/** The raw answer: a file request's success is not JSON. */
async function download(app: TestApp, payload: unknown, bearer?: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api?request=downloadDashboardReport',
    headers: {
      'content-type': 'application/json',
      [XSRF_HEADER]: app.xsrf,
      ...(bearer ? { [TOKEN_HEADER]: bearer } : {}),
    },
    cookies: { [XSRF_COOKIE]: app.xsrf },
    payload: JSON.stringify(payload),
  });
}

describe.skipIf(!('path' in chromium))('downloadDashboardReport', () => {
  it('answers the PDF named by lab, category and round in its language, printed from /report/<category> with a fresh grant', async () => {
    pageSays = 'true';
    const response = await download(t, fullReport(labCode), token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Thai: filename* in UTF-8 (RFC 5987) for browsers, an ASCII filename for old clients. This lab has no validated
    // round yet, so the name has none.
    const disposition = String(response.headers['content-disposition']);
    const thaiName = 'Report Lab – ห้องปฏิบัติการหลัก (Core lab) – รายงานการเปรียบเทียบสมรรถนะ.pdf';
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(disposition)?.[1] ?? '')).toBe(thaiName);
    expect(disposition).toMatch(/^attachment; filename="Report Lab _ _+ \(Core lab\) _ _+\.pdf"; filename\*=/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const url = opened.at(-1);
    expect(url?.pathname).toBe('/report/core_lab');
    const grant = url?.searchParams.get('grant') ?? '';
    expect(grant).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept, bound to this user and lab, for a minute.
    const [row] = await t.db
      .select()
      .from(reportGrants)
      .where(eq(reportGrants.tokenHash, createHash('sha256').update(grant).digest('hex')));
    expect(row?.userId).toBe(member.id);
    expect(row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0).toBeGreaterThanOrEqual(59_000);
    expect(row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0).toBeLessThanOrEqual(61_000);
    // The test page does not redeem it: the report it opens is the one asked for, once.
    await expect(redeemReportGrant(t.db, grant)).resolves.toMatchObject({
      labCode,
      category: 'CL',
      sections: ['management', 'operation', 'productivity'],
      language: 'th',
    });
    await expect(redeemReportGrant(t.db, grant)).resolves.toBeNull();
  });

  it('names the asked round, in English with an ASCII-safe name', async () => {
    pageSays = 'true';
    const response = await download(t, { ...fullReport(labCode), language: 'en', round: 2026 }, token);
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)$/.exec(disposition)?.[1] ?? '')).toBe(
      'Report Lab – Core lab 2026 – Benchmark report.pdf',
    );
    expect(disposition).toContain('filename="Report Lab _ Core lab 2026 _ Benchmark report.pdf"');
  });

  it('answers report_failed, as JSON with its status, when the report page says it could not render', async () => {
    pageSays = 'error';
    const response = await download(t, { ...fullReport(labCode), sections: ['operation'] }, token);
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ data: { error: { code: 'report_failed', message: 'errors.reportFailed' } } });
  });

  it('answers a lab code that names no lab (staff may name any) with unknown_lab_code', async () => {
    const staff = await t.createUser({ userType: 'internal' });
    const response = await download(t, fullReport(newLabCode()), await t.tokenFor(staff.email));
    expect(response.statusCode).toBe(404);
    expect(errorOf({ status: response.statusCode, body: response.json() }).code).toBe('unknown_lab_code');
  });
});

describe('downloadDashboardReport without a Chromium', () => {
  it('start-up says so in one line, with how to turn PDF reports on', () => {
    const lines = startupLog.filter((line) => line.includes('PDF reports are off'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('CHROMIUM_PATH=/no/such/chromium is not an executable file');
    expect(lines[0]).toContain('apt-get install chromium');
  });

  it('answers report_unavailable (translated) and makes no grant', async () => {
    const user = await noBrowser.createUser();
    const response = await download(noBrowser, fullReport(labCode), await noBrowser.tokenFor(user.email));
    // The user has no lab: access refuses before the printer is asked. A staff user is admitted.
    expect(response.statusCode).toBe(403);
    const staff = await noBrowser.createUser({ userType: 'internal' });
    const admitted = await download(noBrowser, fullReport(labCode), await noBrowser.tokenFor(staff.email));
    expect(admitted.statusCode).toBe(503);
    expect(admitted.json()).toEqual({
      data: { error: { code: 'report_unavailable', message: 'errors.reportUnavailable' } },
    });
    expect(await noBrowser.db.select().from(reportGrants)).toEqual([]);
  });
});
