import { USER_TYPES } from '@labbench/contract/constants';
import type { PayloadOf, UserType } from '@labbench/contract';

type LabFilters = PayloadOf<'getlabName'>;
type UserFilters = PayloadOf<'getUserOfLab'>;

const text = (params: URLSearchParams, key: string) => params.get(key)?.trim() || undefined;
const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The lab list's filters, kept in the address so a reload or a way back shows the same page. */
export function labFiltersFromParams(params: URLSearchParams): LabFilters {
  const status = params.get('status');
  return {
    searchLab: text(params, 'q'),
    countryCode: text(params, 'country'),
    status: status === 'A' || status === 'P' ? status : undefined,
    page: pageOf(params),
  };
}

export function paramsFromLabFilters(filters: LabFilters): URLSearchParams {
  return compact({ q: filters.searchLab, country: filters.countryCode, status: filters.status, page: filters.page });
}

const isUserType = (value: string | null): value is UserType =>
  (USER_TYPES as readonly (string | null)[]).includes(value);

/** The user list's filters, kept in the address. */
export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  const type = params.get('type');
  return {
    search: text(params, 'q'),
    userType: isUserType(type) ? type : undefined,
    countryCode: text(params, 'country'),
    page: pageOf(params),
  };
}

export function paramsFromUserFilters(filters: UserFilters): URLSearchParams {
  return compact({ q: filters.search, type: filters.userType, country: filters.countryCode, page: filters.page });
}

/** Only the values that say something: no empty text, no page 1. */
function compact(values: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}
