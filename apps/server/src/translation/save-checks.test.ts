import { describe, expect, it } from 'vitest';
import { changedEntries, conflictingEntries, problemsOfSave, refuses } from './save-checks.ts';
import { textId } from './text-ids.ts';

const stored = new Map([
  [textId('en', 'a.greeting'), 'Hello {{name}}'],
  [textId('ja', 'a.greeting'), 'こんにちは {{name}}'],
  [textId('en', 'a.labs_one'), '{{count}} lab'],
  [textId('en', 'a.labs_other'), '{{count}} labs'],
]);
const e = (
  langId: 'en' | 'ja' | 'de' | 'ru',
  translateKey: string,
  translation: string,
  previous: string | null = null,
) => ({
  langId,
  translateKey,
  translation,
  previous,
});

describe('the checks of a save', () => {
  it('checks English against the English it replaces, a translation against the English the save leaves', () => {
    const dropped = problemsOfSave(stored, [e('en', 'a.greeting', 'Hello there', 'Hello {{name}}')]);
    expect(dropped).toMatchObject([{ langId: 'en', check: 'placeholders', missing: ['name'] }]);
    const both = problemsOfSave(stored, [
      e('en', 'a.greeting', 'Welcome {{name}}', 'Hello {{name}}'),
      e('de', 'a.greeting', 'Welcome {{name}}'),
    ]);
    expect(both).toMatchObject([{ langId: 'de', check: 'identical' }]);
  });

  it('checks a plural form with the forms its language has after the save', () => {
    expect(problemsOfSave(stored, [e('ru', 'a.labs_few', '{{count}} лаборатории')])).toMatchObject([
      { check: 'plurals', missing: ['one', 'many', 'other'] },
    ]);
    expect(problemsOfSave(stored, [e('ja', 'a.labs_other', '{{count}} 施設')])).toEqual([]);
  });

  it('refuses on an error always, on a warning until it is confirmed', () => {
    const warning = problemsOfSave(stored, [e('de', 'a.greeting', 'Hello {{name}}')]);
    expect(warning.map((p) => p.severity)).toEqual(['warning']);
    expect(refuses(warning, false)).toBe(true);
    expect(refuses(warning, true)).toBe(false);
    expect(refuses([], false)).toBe(false);
  });

  it('finds the texts changed meanwhile, and leaves out the texts saved unchanged', () => {
    const entries = [e('ja', 'a.greeting', 'やあ {{name}}', 'こんにちは'), e('de', 'a.greeting', 'Hallo {{name}}')];
    expect(conflictingEntries(stored, entries).map((x) => x.langId)).toEqual(['ja']);
    expect(
      changedEntries(stored, [e('ja', 'a.greeting', 'こんにちは {{name}}'), ...entries]).map((x) => x.langId),
    ).toEqual(['ja', 'de']);
  });
});
