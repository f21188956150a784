import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of given and family name, uppercased', () => {
    expect(initials('dana', 'lab')).toBe('DL');
    expect(initials('Sam', 'Staff')).toBe('SS');
  });

  it('ignores surrounding spaces', () => {
    expect(initials('  tara ', ' translator')).toBe('TT');
  });

  it('keeps a whole character outside the basic plane', () => {
    expect(initials('𠮷田', '太郎')).toBe('𠮷太');
  });

  it('gives what there is when a name is missing', () => {
    expect(initials('Nora', '')).toBe('N');
    expect(initials('', '')).toBe('');
  });
});
