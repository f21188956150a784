import {
  REPORT_FILE_NAME,
  REPORT_SECTIONS,
  dashboardReportPayload,
  labInFileName,
  safeFileName,
} from '@labbench/contract';
import type { LanguageId, PayloadOf, PeerFilter, ReportSection, SurveyCategory } from '@labbench/contract';

/** Which report the dashboard's button asks for: its lab, category, round and peer group. */
export interface ReportTarget {
  labCode: string;
  /** The lab's name, for the file name. */
  labName: string;
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

/** A download: the request and the name the file is saved under. */
export interface ReportDownload {
  request: ReportRequest;
  fileName: string;
}

/** The file's name for the lab, category and round shown, in the reader's language (issue 18 §2 item 2). */
export function reportFileNameOf(target: ReportTarget, t: (key: string, options?: Record<string, unknown>) => string) {
  const text = t('report.fileName', {
    lab: labInFileName(target.labName),
    category: t(`benchmark.category.${target.category}`),
    round: target.round ?? '',
  });
  return safeFileName(text, 'pdf');
}

/** What a failed download leaves for /dashboard/pdf-report: the message to show and the download to retry. */
export interface PdfReportState {
  messageKey: string;
  request: ReportRequest | null;
  fileName: string;
}

/** The router state of /dashboard/pdf-report, checked: a visit without one (or a stale shape) has nothing to retry. */
export function readPdfReportState(state: unknown): PdfReportState {
  const value = (typeof state === 'object' && state !== null ? state : {}) as Record<string, unknown>;
  const request = dashboardReportPayload.safeParse(value.request);
  return {
    messageKey: typeof value.messageKey === 'string' ? value.messageKey : 'report.failure.noRequest',
    request: request.success ? request.data : null,
    fileName:
      typeof value.fileName === 'string'
        ? safeFileName(value.fileName.replace(/\.pdf$/i, ''), 'pdf')
        : `${REPORT_FILE_NAME}.pdf`,
  };
}
