import { describe, expect, it } from 'vitest';
import { openFirst } from './thread-order.ts';

describe('lab threads', () => {
  it('shows open threads first and keeps the order otherwise', () => {
    const threads = [
      { code: 'A', open: false, messages: [] },
      { code: 'B', open: true, messages: [] },
      { code: 'C', open: false, messages: [] },
      { code: 'D', open: true, messages: [] },
    ];
    expect(openFirst(threads).map((t) => t.code)).toEqual(['B', 'D', 'A', 'C']);
  });
});
