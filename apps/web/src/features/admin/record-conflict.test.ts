import { describe, expect, it } from 'vitest';
import { mergeOnto, recordConflicts } from './record-conflict.ts';

const fields = ['name', 'state', 'tags'] as const;
const loaded = { name: 'Lab', state: 'Bangkok', tags: ['a'] };

describe('record conflicts (D58)', () => {
  it('names the fields someone else changed, with their value and mine', () => {
    const theirs = { name: 'Lab', state: 'Phuket', tags: ['a', 'b'] };
    const mine = { name: 'My Lab', state: 'Bangkok', tags: ['a'] };
    expect(recordConflicts(fields, loaded, theirs, mine)).toEqual([
      { field: 'state', theirs: 'Phuket', mine: 'Bangkok' },
      { field: 'tags', theirs: ['a', 'b'], mine: ['a'] },
    ]);
    expect(recordConflicts(fields, loaded, loaded, mine)).toEqual([]);
  });

  it('keeps my changes and takes theirs where I changed nothing', () => {
    const theirs = { name: 'Their Lab', state: 'Phuket', tags: ['a'] };
    const mine = { name: 'My Lab', state: 'Bangkok', tags: ['c'] };
    expect(mergeOnto(fields, loaded, theirs, mine)).toEqual({ name: 'My Lab', state: 'Phuket', tags: ['c'] });
  });
});
