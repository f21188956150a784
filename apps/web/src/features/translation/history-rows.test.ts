import { describe, expect, it } from 'vitest';
import { historyAction, isNoChange } from './history-rows.ts';

describe('the history of a text', () => {
  it('names the action of each log row: I insert, D delete, anything else update (§3)', () => {
    expect(historyAction('I')).toBe('insert');
    expect(historyAction('D')).toBe('delete');
    expect(historyAction('U')).toBe('update');
    expect(historyAction('X')).toBe('update');
  });

  it('notes an update that left the text as it was, and nothing else', () => {
    expect(isNoChange({ action: 'U', from: 'ホーム', to: 'ホーム' })).toBe(true);
    expect(isNoChange({ action: 'U', from: 'ホーム', to: 'トップ' })).toBe(false);
    expect(isNoChange({ action: 'I', from: null, to: 'ホーム' })).toBe(false);
    expect(isNoChange({ action: 'D', from: 'ホーム', to: null })).toBe(false);
  });
});
