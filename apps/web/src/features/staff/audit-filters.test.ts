import { describe, expect, it } from 'vitest';
import {
  auditFilterErrorMap,
  auditFilterFormSchema,
  auditFiltersFromParams,
  auditPayload,
  filtersOfForm,
  formOfFilters,
  localMidnight,
  paramsFromAuditFilters,
} from './audit-filters.ts';

describe('audit filters in the address', () => {
  it('reads and writes every filter, the page only beyond 1', () => {
    const params = new URLSearchParams('who=ben&what=lab.deleted&lab=TH-1&from=2026-03-01&to=2026-03-31&page=3');
    const filters = auditFiltersFromParams(params);
    expect(filters).toEqual({
      actor: 'ben',
      actions: ['lab.deleted'],
      lab: 'TH-1',
      fromDay: '2026-03-01',
      toDay: '2026-03-31',
      page: 3,
    });
    expect(paramsFromAuditFilters(filters).toString()).toBe(params.toString());
    expect(paramsFromAuditFilters({ page: 1 }).toString()).toBe('');
  });

  it('keeps several actions as one what each, known ones once, in the list order', () => {
    const params = new URLSearchParams('what=user.created&what=lab.burned&what=lab.deleted&what=user.created');
    const filters = auditFiltersFromParams(params);
    expect(filters.actions).toEqual(['lab.deleted', 'user.created']);
    expect(paramsFromAuditFilters(filters).toString()).toBe('what=lab.deleted&what=user.created');
  });

  it('ignores odd values', () => {
    expect(auditFiltersFromParams(new URLSearchParams('what=lab.burned&from=2026-02-30&to=x&page=-2&who=%20'))).toEqual(
      {
        page: 1,
      },
    );
  });
});

describe('auditPayload', () => {
  it('turns the days into the instants they start and end at in the browser', () => {
    expect(auditPayload({ fromDay: '2026-03-05', toDay: '2026-03-05', page: 2 })).toEqual({
      page: 2,
      from: new Date(2026, 2, 5).toISOString(),
      until: new Date(2026, 2, 6).toISOString(),
    });
    expect(auditPayload({ toDay: '2026-12-31', page: 1 }).until).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('sends only the filters given', () => {
    expect(auditPayload({ actor: 'ann', actions: ['user.created', 'lab.deleted'], page: 1 })).toEqual({
      page: 1,
      actor: 'ann',
      actions: ['user.created', 'lab.deleted'],
    });
    expect(auditPayload({ actions: [], page: 1 })).toEqual({ page: 1 });
  });
});

describe('the filter form', () => {
  it('accepts real days in order and starts again at page 1', () => {
    const form = { actor: ' ann ', actions: [], lab: '', fromDay: '2026-03-01', toDay: '2026-03-01' };
    expect(auditFilterFormSchema.safeParse(form).success).toBe(true);
    expect(filtersOfForm(form)).toEqual({ actor: 'ann', fromDay: '2026-03-01', toDay: '2026-03-01', page: 1 });
    expect(filtersOfForm({ ...form, actions: ['lab.deleted', 'user.created'] }).actions).toEqual([
      'lab.deleted',
      'user.created',
    ]);
    expect(formOfFilters({ lab: 'X', page: 4 })).toEqual({ actor: '', actions: [], lab: 'X', fromDay: '', toDay: '' });
  });

  it('names an end before the start, an odd day and a long text', () => {
    const issues = (form: Record<string, string>) =>
      auditFilterFormSchema
        .safeParse({ actor: '', actions: [], lab: '', fromDay: '', toDay: '', ...form }, { error: auditFilterErrorMap })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ fromDay: '2026-03-02', toDay: '2026-03-01' })).toEqual([
      ['toDay', 'staff.audit.filters.endBeforeStart'],
    ]);
    expect(issues({ fromDay: '2026-02-30' })).toEqual([['fromDay', 'staff.audit.filters.badDay']]);
    expect(issues({ lab: 'x'.repeat(101) })?.[0]).toEqual(['lab', 'staff.audit.filters.tooLong']);
  });

  it('knows a real day', () => {
    expect(localMidnight('2028-02-29')).toEqual(new Date(2028, 1, 29));
    expect(localMidnight('2027-02-29')).toBeNull();
    expect(localMidnight('2027-2-1')).toBeNull();
  });
});
