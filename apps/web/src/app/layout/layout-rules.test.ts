import { describe, expect, it } from 'vitest';
import { isExternalVisitorOnChina, isFooterVisible, isReportPath, isTranslateToggleAllowed } from './layout-rules.ts';

const base = { isChinaSite: false, userType: null, externalArrival: false };

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
    const china = { pathname: '/home', href: '/home', isChinaSite: true, externalArrival: false };
    expect(isFooterVisible({ ...china, userType: 'external' })).toBe(false);
    expect(isFooterVisible({ ...china, userType: 'internal' })).toBe(true);
    expect(isFooterVisible({ ...china, userType: null })).toBe(true);
    expect(isFooterVisible({ ...china, userType: null, pathname: '/labcode/CL/abc', href: '/labcode/CL/abc' })).toBe(
      false,
    );
    expect(isFooterVisible({ ...base, userType: 'external', pathname: '/home', href: '/home' })).toBe(true);
  });

  it('hides the footer on the China site for visitors who arrived by a lab-code entry or a partner link', () => {
    const china = { pathname: '/home', href: '/home', isChinaSite: true, externalArrival: true };
    expect(isFooterVisible({ ...china, userType: null })).toBe(false);
    expect(isFooterVisible({ ...china, userType: 'distributor' })).toBe(false);
    // Staff are never external, however they arrived.
    expect(isFooterVisible({ ...china, userType: 'internal' })).toBe(true);
    // On APAC the footer stays for them.
    expect(isFooterVisible({ ...china, isChinaSite: false, userType: null })).toBe(true);
  });

  it('counts a visitor as external on China only, by arrival or on a lab-code entry, never staff', () => {
    const china = { pathname: '/home', isChinaSite: true, userType: null, externalArrival: false };
    expect(isExternalVisitorOnChina(china)).toBe(false);
    expect(isExternalVisitorOnChina({ ...china, externalArrival: true })).toBe(true);
    expect(isExternalVisitorOnChina({ ...china, pathname: '/insightschina/CL/abc' })).toBe(true);
    expect(isExternalVisitorOnChina({ ...china, externalArrival: true, userType: 'internal' })).toBe(false);
    expect(isExternalVisitorOnChina({ ...china, externalArrival: true, isChinaSite: false })).toBe(false);
    // A signed-in user of type external who came in by the China login is not an external visitor (header menu).
    expect(isExternalVisitorOnChina({ ...china, userType: 'external' })).toBe(false);
  });

  it('keeps the translate toggle off PDF report pages', () => {
    expect(isTranslateToggleAllowed('/dashboard/pdf-report')).toBe(false);
    expect(isTranslateToggleAllowed('/dashboard')).toBe(true);
  });
});
