import {
  COUNTRY_CODES,
  REVIEW_LIST_STATUSES,
  SURVEY_CATEGORIES,
  knownChoices,
  surveyRoundField,
} from '@labbench/contract';
import type { PayloadOf, ReviewListStatus, ReviewState } from '@labbench/contract';

type ListPayload = PayloadOf<'getSurveysForValidation'>;
/** The state each status filter (waiting for staff, with the lab, accepted, rejected) selects, whose name it shows. */
export const FILTER_STATE: Record<ReviewListStatus, ReviewState> = {
  pending: 'pending',
  returned: 'returned',
  A: 'accepted',
  R: 'rejected',
};

/** A multi-select's choices from a repeated parameter: known ones, each once, in the list's order; none is absent. */
function choices<T extends string>(known: readonly T[], given: readonly string[]): T[] | undefined {
  const chosen = knownChoices(known, given);
  return chosen.length > 0 ? chosen : undefined;
}

/**
 * The filters live in the address (shareable, back button), read leniently: an odd value is no filter. Category,
 * country and status repeat, one parameter per choice (`?category=CL&category=ML`), so the old single-value addresses
 * (the staff home's attention links) read as a choice of one.
 */
export function filtersFromParams(params: URLSearchParams): ListPayload {
  const round = Number(params.get('round'));
  const page = Number(params.get('page'));
  return {
    categories: choices(SURVEY_CATEGORIES, params.getAll('category')),
    countryCodes: choices(
      COUNTRY_CODES,
      params.getAll('country').map((code) => code.trim().toUpperCase()),
    ),
    round: surveyRoundField.safeParse(round).success ? round : undefined,
    statuses: choices(REVIEW_LIST_STATUSES, params.getAll('status')),
    search: params.get('search')?.trim() || undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; a filter change goes back to page 1, so only a page beyond 1 is written. */
export function paramsFromFilters(filters: ListPayload): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of filters.categories ?? []) params.append('category', category);
  for (const country of filters.countryCodes ?? []) params.append('country', country);
  if (filters.round !== undefined) params.set('round', String(filters.round));
  for (const status of filters.statuses ?? []) params.append('status', status);
  if (filters.search) params.set('search', filters.search);
  if (filters.page !== undefined && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
