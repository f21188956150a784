import { REPORT_SECTIONS, dashboardReportPayload } from '@labbench/contract';
import type { LanguageId, PayloadOf, PeerFilter, ReportSection, SurveyCategory } from '@labbench/contract';

/** Which report the dashboard's button asks for: its lab, category, round and peer group. */
export interface ReportTarget {
  labCode: string;
  category: SurveyCategory;
  round?: number;
  peers?: PeerFilter;
}

/** Full: every section; customised: the sections ticked (§2 "PDF generation full or customised"). */
export type ReportChoice = { kind: 'full' } | { kind: 'custom'; sections: readonly ReportSection[] };

export type ReportRequest = PayloadOf<'downloadDashboardReport'>;

/** The download's payload, sections in the report's order; null for a customised report with no section ticked. */
export function reportRequest(target: ReportTarget, choice: ReportChoice, language: LanguageId): ReportRequest | null {
  const sections =
    choice.kind === 'full' ? [...REPORT_SECTIONS] : REPORT_SECTIONS.filter((s) => choice.sections.includes(s));
  if (sections.length === 0) return null;
  return {
    labCode: target.labCode,
    category: target.category,
    sections,
    language,
    ...(target.round !== undefined ? { round: target.round } : {}),
    ...(target.peers ? { peers: target.peers } : {}),
  };
}

/** What a failed download leaves for /dashboard/pdf-report: the message to show and the request to retry. */
export interface PdfReportState {
  messageKey: string;
  request: ReportRequest | null;
}

/** The router state of /dashboard/pdf-report, checked: a visit without one (or a stale shape) has nothing to retry. */
export function readPdfReportState(state: unknown): PdfReportState {
  const value = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const request = dashboardReportPayload.safeParse(value.request);
  return {
    messageKey: typeof value.messageKey === 'string' ? value.messageKey : 'report.failure.noRequest',
    request: request.success ? request.data : null,
  };
}
