import { describe, expect, it } from 'vitest';
import { readPdfReportState, reportFileNameOf, reportRequest } from './report-request.ts';

const target = { labCode: 'DEMO-CL-001', labName: 'Demo Lab', category: 'CL' as const };

describe('reportRequest', () => {
  it('asks for every section for the full report', () => {
    expect(reportRequest(target, { kind: 'full' }, 'th')).toEqual({
      labCode: 'DEMO-CL-001',
      category: 'CL',
      sections: ['management', 'operation', 'productivity'],
      language: 'th',
    });
  });

  it('asks for the ticked sections of a customised report, in the report order', () => {
    const request = reportRequest(
      { ...target, round: 2025, peers: { country: 'TH' } },
      { kind: 'custom', sections: ['productivity', 'management'] },
      'zhcn',
    );
    expect(request).toEqual({
      labCode: 'DEMO-CL-001',
      category: 'CL',
      round: 2025,
      peers: { country: 'TH' },
      sections: ['management', 'productivity'],
      language: 'zhcn',
    });
  });

  it('asks for nothing when a customised report has no section ticked', () => {
    expect(reportRequest(target, { kind: 'custom', sections: [] }, 'en')).toBeNull();
  });
});

describe('readPdfReportState', () => {
  it('gives back the message and the request of a failed download, to retry', () => {
    const request = reportRequest(target, { kind: 'full' }, 'en');
    const state = { messageKey: 'errors.reportTimeout', request, fileName: 'Demo Lab – 2026.pdf' };
    expect(readPdfReportState(state)).toEqual(state);
    // A name that came through the history state is made safe again.
    expect(readPdfReportState({ ...state, fileName: 'a/b.pdf' }).fileName).toBe('a b.pdf');
  });

  it('has nothing to retry on a visit without a failed download', () => {
    expect(readPdfReportState(null)).toEqual({
      messageKey: 'report.failure.noRequest',
      request: null,
      fileName: 'Dashboard Report.pdf',
    });
    expect(readPdfReportState({ messageKey: 'errors.reportBusy', request: { labCode: 'X' } }).request).toBeNull();
  });
});

describe('reportFileNameOf', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    key === 'report.fileName'
      ? `${String(options?.lab)} – ${String(options?.category)} – ${String(options?.round)}`
      : key === 'benchmark.category.CL'
        ? 'Core lab'
        : key;

  it('names the file by lab, category and round, in file-safe characters', () => {
    expect(reportFileNameOf({ ...target, round: 2026 }, t)).toBe('Demo Lab – Core lab – 2026.pdf');
    expect(reportFileNameOf({ ...target, labName: 'Lab: A/B', round: 2026 }, t)).toBe('Lab A B – Core lab – 2026.pdf');
    // A long lab name is cut, never the round.
    expect(reportFileNameOf({ ...target, labName: 'L'.repeat(300), round: 2026 }, t)).toBe(
      `${'L'.repeat(40)} – Core lab – 2026.pdf`,
    );
  });
});
