import { COUNTRY_CODES, USER_TYPES, knownChoices } from '@labbench/contract';
import type { PayloadOf } from '@labbench/contract';

type LabFilters = PayloadOf<'getlabName'>;
type UserFilters = PayloadOf<'getUserOfLab'>;

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;
const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * A multi-select's choices from its repeated parameter (`?country=JP&country=TH`, D170): the known ones, each once,
 * in the list's order; none is no filter. An old single-value address reads as a choice of one.
 */
function choices<T extends string>(known: readonly T[], given: readonly string[]): T[] | undefined {
  const chosen = knownChoices(known, given);
  return chosen.length > 0 ? chosen : undefined;
}
const countriesOf = (params: URLSearchParams) =>
  choices(
    COUNTRY_CODES,
    params.getAll('country').map((code) => code.trim().toUpperCase()),
  );

/** The lab list's filters, kept in the address so a reload or a way back shows the same page. */
export function labFiltersFromParams(params: URLSearchParams): LabFilters {
  const status = params.get('status');
  return {
    searchLab: text(params, 'q'),
    countryCodes: countriesOf(params),
    status: status === 'A' || status === 'P' ? status : undefined,
    page: pageOf(params),
  };
}

export function paramsFromLabFilters(filters: LabFilters): URLSearchParams {
  return compact({
    q: filters.searchLab,
    country: filters.countryCodes,
    status: filters.status,
    page: filters.page,
  });
}

/** The user list's filters, kept in the address. */
export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  return {
    search: text(params, 'q'),
    userTypes: choices(USER_TYPES, params.getAll('type')),
    countryCodes: countriesOf(params),
    page: pageOf(params),
  };
}

export function paramsFromUserFilters(filters: UserFilters): URLSearchParams {
  return compact({ q: filters.search, type: filters.userTypes, country: filters.countryCodes, page: filters.page });
}

/** Only the values that say something: no empty text, no page 1; a list is one parameter per value. */
function compact(values: Record<string, string | number | readonly string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    if (typeof value === 'object') for (const item of value) params.append(key, item);
    else params.set(key, String(value));
  }
  return params;
}
