import { describe, expect, it } from 'vitest';
import { checklistItems, checklistProgress } from './password-checklist.ts';

const metRules = (value: string) =>
  checklistItems(value)
    .filter((i) => i.met)
    .map((i) => i.rule);

describe('checklistItems', () => {
  it('lists the five rules in order, none met for an empty password', () => {
    const items = checklistItems('');
    expect(items.map((i) => i.rule)).toEqual(['uppercase', 'lowercase', 'number', 'symbol', 'length']);
    expect(items.every((i) => !i.met)).toBe(true);
    expect(items.map((i) => i.labelKey)).toEqual([
      'password.checklist.uppercase',
      'password.checklist.lowercase',
      'password.checklist.number',
      'password.checklist.symbol',
      'password.checklist.length',
    ]);
  });

  it('marks each rule as it becomes true while typing', () => {
    expect(metRules('A')).toEqual(['uppercase']);
    expect(metRules('Ab')).toEqual(['uppercase', 'lowercase']);
    expect(metRules('Ab1')).toEqual(['uppercase', 'lowercase', 'number']);
    expect(metRules('Ab1#')).toEqual(['uppercase', 'lowercase', 'number', 'symbol']);
    expect(metRules('Ab1#efgh')).toEqual(['uppercase', 'lowercase', 'number', 'symbol', 'length']);
  });

  it('counts only the symbols of §5 and a length of at least 8', () => {
    expect(metRules('abcdefg^')).toEqual(['lowercase', 'length']);
    expect(metRules('abcdefg')).toEqual(['lowercase']);
    for (const symbol of '$@!%*#?&-{}[]()') expect(metRules(symbol)).toEqual(['symbol']);
  });

  it('names the symbols and the minimum length in the texts', () => {
    const byRule = Object.fromEntries(checklistItems('').map((i) => [i.rule, i.labelValues]));
    expect(byRule.symbol).toEqual({ symbols: '$ @ ! % * # ? & - { } [ ] ( )' });
    expect(byRule.length).toEqual({ min: 8 });
  });
});

describe('checklistProgress', () => {
  it('counts the rules met', () => {
    expect(checklistProgress(checklistItems(''))).toEqual({ met: 0, total: 5 });
    expect(checklistProgress(checklistItems('Ab1'))).toEqual({ met: 3, total: 5 });
    expect(checklistProgress(checklistItems('Ab1#efgh'))).toEqual({ met: 5, total: 5 });
  });
});
