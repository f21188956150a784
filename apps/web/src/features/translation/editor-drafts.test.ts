import { describe, expect, it } from 'vitest';
import type { StoredText } from '@labbench/contract';
import {
  canSave,
  changedTexts,
  initialLanguages,
  keysOf,
  problemsOf,
  savePayload,
  storedById,
  textsOf,
} from './editor-drafts.ts';

const row = (langId: StoredText['langId'], translateKey: string, translation: string): StoredText => ({
  langId,
  translateKey,
  translation,
  changedAt: null,
  changedBy: null,
});

const stored = storedById([
  row('en', 'header.profileMenu', 'Account menu for {{name}}'),
  row('ja', 'header.profileMenu', '{{name}} のアカウントメニュー'),
  row('en', 'staff.labs_one', '{{count}} lab'),
  row('en', 'staff.labs_other', '{{count}} labs'),
  row('ru', 'staff.labs_one', '{{count}} лаборатория'),
]);

describe('the translation editor', () => {
  it('opens the translator’s language and English', () => {
    expect(initialLanguages('ja')).toEqual(['en', 'ja']);
    expect(initialLanguages('en')).toEqual(['en']);
  });

  it('shows every plural form a language needs, and those it already has', () => {
    expect(keysOf('staff.labs_one', 'ja', stored)).toEqual(['staff.labs_other']);
    expect(keysOf('staff.labs_other', 'ru', stored)).toEqual([
      'staff.labs_one',
      'staff.labs_few',
      'staff.labs_many',
      'staff.labs_other',
    ]);
    expect(textsOf('header.profileMenu', ['en', 'th'], stored)).toEqual([
      { langId: 'en', translateKey: 'header.profileMenu' },
      { langId: 'th', translateKey: 'header.profileMenu' },
    ]);
  });

  it('enables Save only for a change, and never with a changed text left empty', () => {
    expect(canSave(changedTexts({}, stored))).toBe(false);
    // Typed back to what is stored, give or take white space: no change.
    expect(canSave(changedTexts({ 'ja|header.profileMenu': ' {{name}} のアカウントメニュー ' }, stored))).toBe(false);
    expect(canSave(changedTexts({ 'ja|header.profileMenu': '{{name}} のメニュー' }, stored))).toBe(true);
    expect(canSave(changedTexts({ 'ja|header.profileMenu': '  ' }, stored))).toBe(false);
    // A language without a text that stays empty is no change.
    expect(changedTexts({ 'th|header.profileMenu': '' }, stored)).toEqual([]);
  });

  it('sends the changed texts only, trimmed, with the text each started from', () => {
    const changed = changedTexts(
      { 'ja|header.profileMenu': ' {{name}} のメニュー ', 'th|header.profileMenu': 'เมนูบัญชีของ {{name}}' },
      stored,
    );
    expect(savePayload(changed, false)).toEqual({
      confirmWarnings: false,
      updatedTranslation: [
        {
          langId: 'ja',
          translateKey: 'header.profileMenu',
          translation: '{{name}} のメニュー',
          previous: '{{name}} のアカウントメニュー',
        },
        { langId: 'th', translateKey: 'header.profileMenu', translation: 'เมนูบัญชีของ {{name}}', previous: null },
      ],
    });
  });

  it('shows the problems of a text as it is typed: a dropped placeholder, a plural form missing', () => {
    const ja = { langId: 'ja', translateKey: 'header.profileMenu' } as const;
    expect(problemsOf(ja, { 'ja|header.profileMenu': 'アカウントメニュー' }, stored)).toMatchObject([
      { check: 'placeholders', severity: 'error', missing: ['name'], extra: [] },
    ]);
    expect(problemsOf(ja, {}, stored)).toEqual([]);
    const ruOne = { langId: 'ru', translateKey: 'staff.labs_one' } as const;
    expect(problemsOf(ruOne, {}, stored)).toMatchObject([
      { check: 'plurals', severity: 'error', missing: ['few', 'many', 'other'] },
    ]);
    const filled = { 'ru|staff.labs_few': '{{count}} лаборатории', 'ru|staff.labs_many': '{{count}} лабораторий' };
    expect(problemsOf(ruOne, { ...filled, 'ru|staff.labs_other': '{{count}} лаборатории' }, stored)).toEqual([]);
  });
});
