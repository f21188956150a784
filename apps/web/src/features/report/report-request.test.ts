import { describe, expect, it } from 'vitest';
import { readPdfReportState, reportRequest } from './report-request.ts';

const target = { labCode: 'DEMO-CL-001', category: 'CL' as const };

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
    expect(readPdfReportState({ messageKey: 'errors.reportTimeout', request })).toEqual({
      messageKey: 'errors.reportTimeout',
      request,
    });
  });

  it('has nothing to retry on a visit without a failed download', () => {
    expect(readPdfReportState(null)).toEqual({ messageKey: 'report.failure.noRequest', request: null });
    expect(readPdfReportState({ messageKey: 'errors.reportBusy', request: { labCode: 'X' } }).request).toBeNull();
  });
});
