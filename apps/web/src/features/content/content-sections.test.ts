import { describe, expect, it } from 'vitest';
import { sectionOfPath } from './content-sections.ts';

describe('sectionOfPath', () => {
  it('finds the section of a list or an article address', () => {
    expect(sectionOfPath('/thought-leadership')).toBe('thought-leadership');
    expect(sectionOfPath('/thought-leadership/lab-kpis')).toBe('thought-leadership');
    expect(sectionOfPath('/get-inspired/insights/x')).toBe('inspiration');
    expect(sectionOfPath('/topics/quality')).toBeNull();
    expect(sectionOfPath('/thought-leadershipx')).toBeNull();
  });
});
