import { describe, expect, it } from 'vitest';
import {
  categoryHref,
  categoryNameCode,
  categoryOfNameCode,
  dashboardCategory,
  dashboardTarget,
} from './dashboard-target.ts';

describe('dashboardTarget', () => {
  it('reads an area page', () => {
    expect(dashboardTarget('/dashboard/speed')).toEqual({ area: 'speed', pathCategory: null });
    expect(dashboardTarget('/dashboard')).toEqual({ area: null, pathCategory: null });
    expect(dashboardTarget('/newdashboard')).toEqual({ area: null, pathCategory: null });
    expect(dashboardTarget('/survey/dashboard')).toEqual({ area: null, pathCategory: null });
  });

  it('reads the category pages, the China redirect targets among them', () => {
    expect(dashboardTarget('/dashboard/molecular_diagnostic_lab').pathCategory).toBe('ML');
    expect(dashboardTarget('/dashboard/histopathlogy_lab').pathCategory).toBe('HL');
    expect(dashboardTarget('/dashboard/blood_bank/').pathCategory).toBe('BB');
    expect(dashboardTarget('/dashboard/core_lab_tender').pathCategory).toBe('CLT');
  });
});

describe('dashboardCategory', () => {
  const all = { area: null, pathCategory: null };
  it('takes the path first, then ?category=, then the first viewable one, then the core lab', () => {
    expect(dashboardCategory({ area: null, pathCategory: 'BB' }, 'ML', ['CL'])).toBe('BB');
    expect(dashboardCategory(all, 'ML', ['CL'])).toBe('ML');
    expect(dashboardCategory(all, 'nonsense', ['HL', 'ML'])).toBe('HL');
    expect(dashboardCategory(all, null, [])).toBe('CL');
  });
});

describe('category addresses', () => {
  it('keeps the area page when switching category', () => {
    expect(categoryHref('/dashboard/cost', 'HL')).toBe('/dashboard/cost?category=HL');
    expect(categoryHref('/dashboard/blood_bank', 'CL')).toBe('/dashboard?category=CL');
  });

  it('maps categories to the path segments of /report and back', () => {
    expect(categoryNameCode('ML')).toBe('molecular_diagnostic_lab');
    expect(categoryOfNameCode('histopathlogy_lab')).toBe('HL');
    expect(categoryOfNameCode('unknown')).toBeNull();
  });
});
