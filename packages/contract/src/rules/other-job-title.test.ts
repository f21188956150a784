import { describe, expect, it } from 'vitest';
import { asksForOtherJobTitle, isOtherJobTitleMissing } from './other-job-title.ts';

describe('the Other job title', () => {
  it('asks for free text only with Other', () => {
    expect(asksForOtherJobTitle('Other')).toBe(true);
    expect(asksForOtherJobTitle('Biochemist')).toBe(false);
    expect(asksForOtherJobTitle(null)).toBe(false);
  });

  it('is missing when Other has no text or only spaces', () => {
    expect(isOtherJobTitleMissing('Other', undefined)).toBe(true);
    expect(isOtherJobTitleMissing('Other', '   ')).toBe(true);
    expect(isOtherJobTitleMissing('Other', 'Data Steward')).toBe(false);
    expect(isOtherJobTitleMissing('Biochemist', '')).toBe(false);
  });
});
