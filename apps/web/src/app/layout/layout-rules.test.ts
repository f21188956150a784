import { describe, expect, it } from 'vitest';
import { isFooterVisible, isReportPath, isTranslateToggleAllowed } from './layout-rules.ts';

const base = { isChinaSite: false, userType: null };

describe('layout rules', () => {
  it('treats any path starting with /report as a report page', () => {
    expect(isReportPath('/report')).toBe(true);
    expect(isReportPath('/reports/cl/2024')).toBe(true);
    expect(isReportPath('/home')).toBe(false);
    expect(isReportPath('/dashboard/report')).toBe(false);
  });

  it('hides the footer on report pages and anywhere the address contains /survey', () => {
    expect(isFooterVisible({ ...base, pathname: '/report', href: '/report' })).toBe(false);
    expect(isFooterVisible({ ...base, pathname: '/survey', href: '/survey' })).toBe(false);
    expect(isFooterVisible({ ...base, pathname: '/dashboard', href: '/survey/dashboard' })).toBe(false);
    expect(isFooterVisible({ ...base, pathname: '/home', href: '/home?from=/survey/core_lab' })).toBe(false);
    expect(isFooterVisible({ ...base, pathname: '/home', href: '/home' })).toBe(true);
  });

  it('hides the footer on the China site for external users only', () => {
    const china = { pathname: '/home', href: '/home', isChinaSite: true };
    expect(isFooterVisible({ ...china, userType: 'external' })).toBe(false);
    expect(isFooterVisible({ ...china, userType: 'internal' })).toBe(true);
    expect(isFooterVisible({ ...china, userType: null })).toBe(true);
    expect(isFooterVisible({ ...china, userType: null, pathname: '/labcode/CL/abc', href: '/labcode/CL/abc' })).toBe(
      false,
    );
    expect(isFooterVisible({ ...base, userType: 'external', pathname: '/home', href: '/home' })).toBe(true);
  });

  it('keeps the translate toggle off PDF report pages', () => {
    expect(isTranslateToggleAllowed('/dashboard/pdf-report')).toBe(false);
    expect(isTranslateToggleAllowed('/dashboard')).toBe(true);
  });
});
