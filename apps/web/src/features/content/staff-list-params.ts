import { CONTENT_KINDS } from '@labbench/contract';
import type { ContentKind } from '@labbench/contract';

/** A staff list's filters, kept in the address so a reload or the way back shows the same page. */
export interface StaffListFilters {
  kind?: ContentKind;
  search?: string;
  page: number;
}

const isKind = (value: string | null): value is ContentKind =>
  (CONTENT_KINDS as readonly (string | null)[]).includes(value);

export function staffFiltersFromParams(params: URLSearchParams): StaffListFilters {
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    kind: isKind(kind) ? kind : undefined,
    search: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsFromStaffFilters(filters: StaffListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.search) params.set('q', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
