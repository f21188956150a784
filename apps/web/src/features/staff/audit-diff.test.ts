import { describe, expect, it } from 'vitest';
import { diffRows } from './audit-diff.ts';

describe('diffRows', () => {
  it('lines up the fields of both sides as text', () => {
    expect(diffRows({ name: 'Old', beds: 10, active: true }, { name: 'New', beds: 12, tags: ['a'] })).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'beds', before: '10', after: '12' },
      { field: 'active', before: 'true', after: null },
      { field: 'tags', before: null, after: '["a"]' },
    ]);
  });

  it('shows a creation or a deletion with one side only, and nothing without values', () => {
    expect(diffRows(null, { email: 'a@b.example' })).toEqual([{ field: 'email', before: null, after: 'a@b.example' }]);
    expect(diffRows({ name: 'Gone' }, null)).toEqual([{ field: 'name', before: 'Gone', after: null }]);
    expect(diffRows(null, null)).toEqual([]);
  });
});
