import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import { staffPaths } from '../../config/staff-paths.ts';

type CategoryFigures = ResponseOf<'getStaffHome'>['categories'][number];

/** The figures of the staff home, in the order shown; `withFailedChecks` is shown inside awaiting validation. */
export const ATTENTION_FIGURES = [
  'awaitingValidation',
  'returned',
  'questionsForLabs',
  'repliesForStaff',
  'processingFailed',
  'notStarted',
] as const satisfies readonly (keyof CategoryFigures)[];
export type AttentionFigure = (typeof ATTENTION_FIGURES)[number];

/** Which validation list (status filter of /{company}-validate) shows the responses behind a figure. */
const LIST_STATUS: Record<Exclude<AttentionFigure, 'notStarted'>, 'pending' | 'returned' | null> = {
  awaitingValidation: 'pending',
  returned: 'returned',
  // Questions and replies sit on pending and returned responses alike: the category's round, its open-questions column.
  questionsForLabs: null,
  repliesForStaff: null,
  // Still processing shows as such on the pending list.
  processingFailed: 'pending',
};

/**
 * Where a figure leads: the validation list filtered by category, round and status (the query of
 * features/review/review-filters.ts), or the labs search for labs that have not started.
 */
export function attentionHref(figure: AttentionFigure, category: SurveyCategory, round: number): string {
  if (figure === 'notStarted') return staffPaths.labs;
  const params = new URLSearchParams({ category, round: String(round) });
  const status = LIST_STATUS[figure];
  if (status) params.set('status', status);
  return `${staffPaths.validation}?${params.toString()}`;
}
