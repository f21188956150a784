import { describe, expect, it } from 'vitest';
import { flattenTranslations, nestTranslations } from './translation-tree.ts';

describe('translation trees', () => {
  const file = { common: { ok: 'OK', nested: { deep: 'Deep' } }, title: 'Title' };

  it('flattens a nested locale file to dotted keys', () => {
    expect([...flattenTranslations(file)]).toEqual([
      ['common.ok', 'OK'],
      ['common.nested.deep', 'Deep'],
      ['title', 'Title'],
    ]);
  });

  it('nests dotted keys back into the same file', () => {
    expect(nestTranslations(flattenTranslations(file))).toEqual(file);
  });

  it('reports leaves that are not texts instead of storing them', () => {
    const skipped: string[] = [];
    const flat = flattenTranslations({ a: 'A', n: 1, list: ['x'], nil: null }, (key) => skipped.push(key));
    expect([...flat]).toEqual([['a', 'A']]);
    expect(skipped).toEqual(['n', 'list', 'nil']);
  });

  it('keeps the first of two colliding keys', () => {
    expect(
      nestTranslations([
        ['a', 'A'],
        ['a.b', 'B'],
      ]),
    ).toEqual({ a: 'A' });
    expect(
      nestTranslations([
        ['a.b', 'B'],
        ['a', 'A'],
      ]),
    ).toEqual({ a: { b: 'B' } });
  });
});
