import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { plainString } from '../validation/control-characters.ts';
import { labCodeField, surveyCategoryField, surveyRoundField } from '../survey/schemas.ts';
import { REPORT_SECTIONS } from '../benchmark/kpi-definition.ts';
import { peerFilterSchema } from '../benchmark/peer-groups.ts';
import { benchmarkDashboardResponse, benchmarkSensitivityResponse } from '../benchmark/schemas.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

export * from './file-name.ts';

/** A report section (§2: management, operation, productivity). */
export const reportSectionField = z.enum(REPORT_SECTIONS);

/** downloadDashboardReport: the PDF report, full (every section) or customised. */
export const dashboardReportPayload = z.object({
  /** The lab, by code; a lab member may name only their own. */
  labCode: labCodeField,
  /** The survey category. */
  category: surveyCategoryField,
  /** The round; the lab's latest validated round when absent. */
  round: surveyRoundField.optional(),
  /** The sections to print, at least one; all three make the full report. */
  sections: z.array(reportSectionField).min(1).max(REPORT_SECTIONS.length),
  /** The peer group; the lab's region when absent. */
  peers: peerFilterSchema.optional(),
  /** The report's language (our language ids, §9). */
  language: z.enum(LANGUAGE_IDS),
  ...requester,
});

/** The PDF bytes: the dispatcher sends them as the body (application/pdf) instead of an envelope. */
export const pdfFileResponse = z.custom<Uint8Array>((value) => value instanceof Uint8Array, 'a PDF file');

/** getReportData: what the /report page shows, for the one holder of a single-use grant (the PDF printer). */
export const reportDataPayload = z.object({
  /** The single-use, short-lived grant the server made for one user, lab and report. */
  grant: plainString().trim().min(16).max(100),
  ...requester,
});
export const reportDataResponse = z.object({
  /** The lab. */
  labCode: z.string(),
  /** The category. */
  category: surveyCategoryField,
  /** The sections to print. */
  sections: z.array(reportSectionField),
  /** The report's language. */
  language: z.enum(LANGUAGE_IDS),
  /** The peer group asked for (absent: the region). */
  peers: peerFilterSchema.optional(),
  /** The dashboard figures, as getBenchmarkDashboard answers them. */
  dashboard: benchmarkDashboardResponse,
  /** The sensitivity view, as getBenchmarkSensitivity answers it (null when there is no dashboard). */
  sensitivity: benchmarkSensitivityResponse.nullable(),
});
export type ReportData = z.infer<typeof reportDataResponse>;
