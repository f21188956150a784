import { describe, expect, it } from 'vitest';
import { openFirst, staffQuestion } from './thread-order.ts';

const message = (author: 'staff' | 'lab', text: string) => ({ id: text, author, authorName: 'N', text, at: '' });

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

  it('names the latest staff message as the question', () => {
    const thread = { code: 'A', open: false, messages: [message('staff', 'why?'), message('lab', 'because')] };
    expect(staffQuestion(thread)).toBe('why?');
    expect(staffQuestion({ code: 'A', open: false, messages: [] })).toBeNull();
  });
});
