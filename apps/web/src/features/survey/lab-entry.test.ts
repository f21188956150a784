import { describe, expect, it } from 'vitest';
import { DEFAULT_LAB_CODE, chinaDashboardPath, decodeLabCode, entryCategory } from './lab-entry.ts';

describe('lab survey entry (§4)', () => {
  it('decodes the base64 lab code, the default when empty, null when malformed', () => {
    expect(decodeLabCode(btoa('LAB1234567'))).toBe('LAB1234567');
    expect(decodeLabCode('')).toBe(DEFAULT_LAB_CODE);
    expect(decodeLabCode(undefined)).toBe(DEFAULT_LAB_CODE);
    expect(decodeLabCode('***')).toBeNull();
    expect(decodeLabCode(btoa('<script>'))).toBeNull();
  });

  it('takes the category in any case and leads accepted China labs to their dashboard', () => {
    expect(entryCategory('cl')).toBe('CL');
    expect(entryCategory('XX')).toBeNull();
    expect(entryCategory('core_lab')).toBe('CL');
    expect(entryCategory('blood_bank')).toBe('BB');
    expect(chinaDashboardPath('CL')).toBe('/dashboard');
    expect(chinaDashboardPath('ML')).toBe('/dashboard/molecular_diagnostic_lab');
    expect(chinaDashboardPath('HL')).toBe('/dashboard/histopathlogy_lab');
    expect(chinaDashboardPath('BB')).toBe('/dashboard/blood_bank');
    expect(chinaDashboardPath('CLT')).toBe('/dashboard/blood_bank');
  });
});
