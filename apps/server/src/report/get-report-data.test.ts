import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { labs } from '../db/schema/index.ts';
import { newLabCode } from '../commands/lab-code.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createReportGrant } from './report-grants.ts';
import type { ReportRequest } from './report-grants.ts';

// The figures are the benchmark functions' own (tested with them); here only which lab and report they are asked for.
const figures = vi.hoisted(() => ({
  dashboard: vi.fn((_db: unknown, _config: unknown, query: { labCode: string }) =>
    Promise.resolve({ state: 'none' as const, labName: `name of ${query.labCode}`, reason: 'notTaken' as const }),
  ),
  sensitivity: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('../commands/benchmark-dashboard.ts', () => ({
  benchmarkDashboard: figures.dashboard,
  benchmarkSensitivity: figures.sensitivity,
}));

let t: TestApp;
const labA = { id: '', code: newLabCode() };
const labB = { id: '', code: newLabCode() };
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const lab of [labA, labB]) {
    const [row] = await t.db
      .insert(labs)
      .values({ name: `Lab ${lab.code}`, labCode: lab.code, countryCode: 'TH', state: 'Bangkok', status: 'A' })
      .returning({ id: labs.id });
    lab.id = row?.id ?? '';
  }
  userId = (await t.createUser({ labId: labA.id })).id;
});
afterAll(() => t.close());
beforeEach(() => {
  figures.dashboard.mockClear();
  figures.sensitivity.mockClear();
});

const report = (labCode: string): ReportRequest => ({
  labCode,
  category: 'ML',
  round: 2026,
  sections: ['management', 'productivity'],
  peers: { region: 'apac', size: 'large' },
  language: 'zhcn',
});

const grantFor = (lab: { id: string; code: string }) =>
  createReportGrant(t.db, { userId, labId: lab.id, request: report(lab.code) });

describe('getReportData', () => {
  it('answers the report the grant was made for: its lab, category, round, sections, peers and language', async () => {
    const grant = await grantFor(labA);
    const data = dataOf(await t.call('getReportData', { grant }));
    expect(data).toEqual({
      labCode: labA.code,
      category: 'ML',
      sections: ['management', 'productivity'],
      language: 'zhcn',
      peers: { region: 'apac', size: 'large' },
      dashboard: { state: 'none', labName: `name of ${labA.code}`, reason: 'notTaken' },
      sensitivity: null,
    });
    expect(figures.dashboard).toHaveBeenCalledWith(expect.anything(), t.config, {
      labCode: labA.code,
      category: 'ML',
      round: 2026,
      peers: { region: 'apac', size: 'large' },
    });
    expect(figures.sensitivity).toHaveBeenCalledWith(expect.anything(), t.config, {
      labCode: labA.code,
      category: 'ML',
      round: 2026,
    });
  });

  it('opens only its own lab: two grants, each gives its own lab and nothing else', async () => {
    const [grantA, grantB] = [await grantFor(labA), await grantFor(labB)];
    expect(dataOf(await t.call('getReportData', { grant: grantB })).labCode).toBe(labB.code);
    expect(dataOf(await t.call('getReportData', { grant: grantA })).labCode).toBe(labA.code);
    expect(figures.dashboard.mock.calls.map(([, , query]) => query.labCode)).toEqual([labB.code, labA.code]);
  });

  it('is good once: the second redemption gets report_grant_invalid and no figures', async () => {
    const grant = await grantFor(labA);
    dataOf(await t.call('getReportData', { grant }));
    const again = await t.call('getReportData', { grant });
    expect(again.status).toBe(410);
    expect(errorOf(again)).toEqual({ code: 'report_grant_invalid', message: 'errors.reportGrantInvalid' });
    expect(figures.dashboard).toHaveBeenCalledTimes(1);
  });

  it('gives it once to two redemptions at the same moment', async () => {
    const grant = await grantFor(labA);
    const answers = await Promise.all([1, 2, 3].map(() => t.call('getReportData', { grant })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 410, 410]);
  });

  it('refuses an expired grant with the same answer', async () => {
    const grant = await grantFor(labA);
    await t.db.execute(
      sql`UPDATE report_grants SET created_at = now() - interval '2 minutes', expires_at = now() - interval '1 second'
          WHERE used_at IS NULL`,
    );
    const expired = await t.call('getReportData', { grant });
    expect(expired.status).toBe(410);
    expect(errorOf(expired).code).toBe('report_grant_invalid');
    expect(figures.dashboard).not.toHaveBeenCalled();
  });

  it('refuses an unknown grant with the same answer', async () => {
    const unknown = await t.call('getReportData', { grant: 'A'.repeat(43) });
    expect(unknown.status).toBe(410);
    expect(errorOf(unknown)).toEqual({ code: 'report_grant_invalid', message: 'errors.reportGrantInvalid' });
  });

  it('never takes a lab from the payload: only the grant counts', async () => {
    const grant = await grantFor(labA);
    const answer = await t.callRaw('getReportData', { grant, labCode: labB.code });
    expect((dataOf(answer) as { labCode: string }).labCode).toBe(labA.code);
  });
});
