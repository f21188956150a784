import { SURVEY_CATEGORIES, surveyRoundField } from '@labbench/contract';
import type { PayloadOf, ReviewState, SurveyCategory } from '@labbench/contract';

type ListPayload = PayloadOf<'getSurveysForValidation'>;
/** The list's status filter: waiting for staff, with the lab for changes, accepted, rejected. */
export const REVIEW_STATUSES = ['pending', 'returned', 'A', 'R'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The state each status filter selects, whose name the filter shows. */
export const FILTER_STATE: Record<ReviewStatus, ReviewState> = {
  pending: 'pending',
  returned: 'returned',
  A: 'accepted',
  R: 'rejected',
};

/** The filters live in the address (shareable, back button), read leniently: an odd value is no filter. */
export function filtersFromParams(params: URLSearchParams): ListPayload {
  const category = params.get('category');
  const status = params.get('status');
  const round = Number(params.get('round'));
  const page = Number(params.get('page'));
  return {
    category: SURVEY_CATEGORIES.includes(category as SurveyCategory) ? (category as SurveyCategory) : undefined,
    countryCode: params.get('country')?.trim() || undefined,
    round: surveyRoundField.safeParse(round).success ? round : undefined,
    status: REVIEW_STATUSES.includes(status as ReviewStatus) ? (status as ReviewStatus) : undefined,
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; a filter change goes back to page 1, so only a page beyond 1 is written. */
export function paramsFromFilters(filters: ListPayload): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.countryCode) params.set('country', filters.countryCode);
  if (filters.round !== undefined) params.set('round', String(filters.round));
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
