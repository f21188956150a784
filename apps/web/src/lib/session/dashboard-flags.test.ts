import { describe, expect, it } from 'vitest';
import type { CategorySurveyDetail } from '@labbench/contract/rules';
import { memoryStorage } from '../../test/memory-storage.ts';
import {
  DASHBOARD_FLAGS_KEY,
  clearDashboardFlags,
  dashboardFlagsOf,
  readDashboardFlags,
  viewableCategories,
  writeDashboardFlags,
} from './dashboard-flags.ts';

const detail = (over: Partial<CategorySurveyDetail>): CategorySurveyDetail => ({
  can_view_rpt: true,
  lab_status: 'A',
  survey_status: 'A',
  s_url: '/survey-form/x',
  s_taken: true,
  ...over,
});

describe('dashboardFlagsOf (§4: can_view_rpt and lab_status A or P)', () => {
  it('flags CL, HL, ML and BB by the rule; CLT is never flagged', () => {
    const flags = dashboardFlagsOf({
      CL: detail({}),
      HL: detail({ lab_status: 'P' }),
      ML: detail({ can_view_rpt: false }),
      BB: detail({ lab_status: null }),
      CLT: detail({}),
    });
    expect(flags).toEqual({ CL: true, HL: true, ML: false, BB: false });
    expect(viewableCategories(flags)).toEqual(['CL', 'HL']);
  });

  it('leaves a category the details do not list off', () => {
    expect(dashboardFlagsOf({})).toEqual({ CL: false, HL: false, ML: false, BB: false });
    expect(viewableCategories(null)).toEqual([]);
  });
});

describe('the cached flags (§3 local storage)', () => {
  const flags = { CL: true, HL: false, ML: true, BB: false };

  it('reads back what was written for the same lab', () => {
    const storage = memoryStorage();
    writeDashboardFlags('DEMO-CL-001', flags, storage);
    expect(readDashboardFlags('DEMO-CL-001', storage)).toEqual(flags);
  });

  it('does not show one lab’s flags to another lab', () => {
    const storage = memoryStorage();
    writeDashboardFlags('DEMO-CL-001', flags, storage);
    expect(readDashboardFlags('OTHER-LAB', storage)).toBeNull();
  });

  it('removes a record that does not parse, and is cleared on sign-out', () => {
    const storage = memoryStorage();
    storage.setItem(DASHBOARD_FLAGS_KEY, '{"labCode":"X","flags":{"CL":"yes"}}');
    expect(readDashboardFlags('X', storage)).toBeNull();
    expect(storage.getItem(DASHBOARD_FLAGS_KEY)).toBeNull();
    writeDashboardFlags('X', flags, storage);
    clearDashboardFlags(storage);
    expect(storage.getItem(DASHBOARD_FLAGS_KEY)).toBeNull();
  });
});
