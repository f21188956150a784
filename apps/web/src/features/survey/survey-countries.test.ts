import { describe, expect, it } from 'vitest';
import { surveyCountries } from './survey-countries.ts';

const names: Record<string, string> = { JP: 'Japan', DE: 'Germany', AU: 'Australia', CN: 'China', TH: 'Thailand' };
const nameOf = (code: string) => names[code] ?? code;

describe('surveyCountries (§2 help modal)', () => {
  it('lists every served country but Worldwide, sorted by name; China included', () => {
    const list = surveyCountries('CL', nameOf, 'en');
    expect(list).not.toContain('WWB');
    expect(list).toContain('CN');
    expect(list.indexOf('AU')).toBeLessThan(list.indexOf('CN'));
    expect(list.indexOf('CN')).toBeLessThan(list.indexOf('DE'));
  });

  it('offers only the core lab survey in Germany', () => {
    expect(surveyCountries('CL', nameOf, 'en')).toContain('DE');
    expect(surveyCountries('ML', nameOf, 'en')).not.toContain('DE');
    expect(surveyCountries('HL', nameOf, 'en')).not.toContain('DE');
    expect(surveyCountries('HL', nameOf, 'en')).toContain('TH');
  });
});
