import { REPORT_SECTIONS } from '@labbench/contract';
import type { ReportSection } from '@labbench/contract';

/** `?sections=management,operation` → those sections in report order; none or none valid → the full report. */
export function sectionsFromQuery(value: string | null): ReportSection[] {
  const asked = (value ?? '').split(',').map((s) => s.trim());
  const chosen = REPORT_SECTIONS.filter((s) => asked.includes(s));
  return chosen.length ? chosen : [...REPORT_SECTIONS];
}

export type ReportReadiness = 'pending' | 'ready' | 'error';

/**
 * Marks the page for the PDF printer, which waits for `html[data-report-ready="true"]`: only once the figures are on
 * screen and every font is loaded (a Thai or Chinese page printed before its font arrives loses its glyphs).
 */
export async function markReportReady(
  readiness: ReportReadiness,
  root: HTMLElement = document.documentElement,
  fonts: Pick<FontFaceSet, 'ready'> = document.fonts,
): Promise<void> {
  if (readiness === 'pending') {
    delete root.dataset.reportReady;
    return;
  }
  if (readiness === 'error') {
    root.dataset.reportReady = 'error';
    return;
  }
  await fonts.ready;
  root.dataset.reportReady = 'true';
}
