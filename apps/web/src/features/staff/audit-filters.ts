import { z } from 'zod';
import { AUDIT_ACTIONS, auditLogPayload } from '@labbench/contract';
import type { AuditAction, PayloadOf } from '@labbench/contract';

/**
 * The audit page's filters as the address keeps them (`?who=&what=&what=&lab=&from=&to=&page=`, one `what` per chosen
 * action); days are the user's.
 */
export interface AuditFilters {
  actor?: string;
  /** Any of these actions; absent when none is chosen. */
  actions?: AuditAction[];
  lab?: string;
  /** First day shown, YYYY-MM-DD in the user's time zone. */
  fromDay?: string;
  /** Last day shown, YYYY-MM-DD in the user's time zone. */
  toDay?: string;
  page: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of a calendar day in the browser's time zone, or null for anything but a real day. */
export function localMidnight(day: string, plusDays = 0): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date + plusDays);
  const real = new Date(year, month - 1, date);
  return real.getFullYear() === year && real.getMonth() === month - 1 && real.getDate() === date ? value : null;
}

/** The known actions among these ids, each once, in the list's order. */
export const actionsOf = (ids: readonly string[]): AuditAction[] =>
  AUDIT_ACTIONS.filter((action) => ids.includes(action));
const isDay = (value: string | null): value is string => value !== null && localMidnight(value) !== null;

/** Read leniently: an odd value is no filter. */
export function auditFiltersFromParams(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  const actions = actionsOf(params.getAll('what'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    actor: params.get('who')?.trim() || undefined,
    ...(actions.length > 0 ? { actions } : {}),
    lab: params.get('lab')?.trim() || undefined,
    fromDay: isDay(from) ? from : undefined,
    toDay: isDay(to) ? to : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address of the filters; only a page beyond 1 is written. */
export function paramsFromAuditFilters(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actor) params.set('who', filters.actor);
  for (const action of filters.actions ?? []) params.append('what', action);
  if (filters.lab) params.set('lab', filters.lab);
  if (filters.fromDay) params.set('from', filters.fromDay);
  if (filters.toDay) params.set('to', filters.toDay);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The request: the days become the instants they start and end at where the user is (the end day included). */
export function auditPayload(filters: AuditFilters): PayloadOf<'getAuditLog'> {
  const from = filters.fromDay ? localMidnight(filters.fromDay) : null;
  const until = filters.toDay ? localMidnight(filters.toDay, 1) : null;
  return {
    page: filters.page,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.actions?.length ? { actions: filters.actions } : {}),
    ...(filters.lab ? { lab: filters.lab } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(until ? { until: until.toISOString() } : {}),
  };
}

const { actor, lab } = auditLogPayload.shape;
const dayField = z.string().refine((v) => v === '' || localMidnight(v) !== null, 'staff.audit.filters.badDay');

/** The filter form: the contract's text limits, real days, and an end not before the start. */
export const auditFilterFormSchema = z
  .object({
    actor: actor.unwrap(),
    actions: z.array(z.enum(AUDIT_ACTIONS)),
    lab: lab.unwrap(),
    fromDay: dayField,
    toDay: dayField,
  })
  .refine((v) => !v.fromDay || !v.toDay || v.fromDay <= v.toDay, {
    path: ['toDay'],
    message: 'staff.audit.filters.endBeforeStart',
  });
export type AuditFilterForm = z.input<typeof auditFilterFormSchema>;

/** The contract's length caps carry no message of their own. */
export const auditFilterErrorMap: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'too_big' ? 'staff.audit.filters.tooLong' : undefined;

export const formOfFilters = (f: AuditFilters): AuditFilterForm => ({
  actor: f.actor ?? '',
  actions: f.actions ?? [],
  lab: f.lab ?? '',
  fromDay: f.fromDay ?? '',
  toDay: f.toDay ?? '',
});

/** A new search starts at page 1. */
export const filtersOfForm = (form: AuditFilterForm): AuditFilters => ({
  actor: form.actor.trim() || undefined,
  ...(form.actions.length > 0 ? { actions: form.actions } : {}),
  lab: form.lab.trim() || undefined,
  fromDay: form.fromDay || undefined,
  toDay: form.toDay || undefined,
  page: 1,
});
