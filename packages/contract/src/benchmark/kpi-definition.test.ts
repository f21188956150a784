import { describe, expect, it } from 'vitest';
import { REPORT_SECTIONS, areasOfSections } from './kpi-definition.ts';

describe('areasOfSections', () => {
  it('maps the report sections onto the dashboard areas, in the dashboard order', () => {
    expect(areasOfSections(['management'])).toEqual(['quality', 'cost']);
    expect(areasOfSections(['operation'])).toEqual(['speed']);
    expect(areasOfSections(['productivity', 'management'])).toEqual(['quality', 'cost', 'productivity']);
  });

  it('gives every area exactly once for the full report', () => {
    expect(areasOfSections(REPORT_SECTIONS)).toEqual(['quality', 'speed', 'cost', 'productivity']);
  });
});
