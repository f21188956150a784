import { describe, expect, it } from 'vitest';
import { filterGlossary, keyCount } from './glossary-filter.ts';
import type { GlossarySection } from './glossary-filter.ts';

const entry = (translateKey: string) => ({
  translateKey,
  descriptionTranslateKey: `glossary.where.${translateKey.split('.')[0]}`,
});

const SECTIONS: GlossarySection[] = [
  {
    id: 'D1_loginPageFields',
    groups: [
      { id: 'login', keys: [entry('login.title'), entry('login.submit')] },
      { id: 'password.forgot', keys: [entry('password.forgot.title')] },
    ],
  },
  { id: 'I1_others', groups: [{ id: 'header', keys: [entry('header.aboutUs')] }] },
];

const TEXTS: Record<string, string[]> = {
  'login.title': ['ลงชื่อเข้าใช้', 'Sign in'],
  'login.submit': ['เข้าสู่ระบบ', 'Log in'],
  'password.forgot.title': ['ลืมรหัสผ่าน', 'Forgot password'],
  'header.aboutUs': ['เกี่ยวกับเรา', 'About us'],
};
const textsOf = (key: string) => TEXTS[key] ?? [];

describe('filterGlossary', () => {
  it('keeps every section, group and key for an empty or blank query', () => {
    expect(filterGlossary(SECTIONS, '  ', textsOf)).toEqual(SECTIONS);
    expect(keyCount(SECTIONS)).toBe(4);
  });

  it('finds a key by part of its name, whatever the case, and drops the groups and sections without a match', () => {
    const found = filterGlossary(SECTIONS, 'FORGOT.T', textsOf);
    expect(found).toEqual([
      { id: 'D1_loginPageFields', groups: [{ id: 'password.forgot', keys: [entry('password.forgot.title')] }] },
    ]);
  });

  it('finds a key by its text in the reader’s language or in English', () => {
    expect(keyCount(filterGlossary(SECTIONS, 'เกี่ยวกับ', textsOf))).toBe(1);
    expect(filterGlossary(SECTIONS, 'log in', textsOf)[0]?.groups[0]?.keys).toEqual([entry('login.submit')]);
  });

  it('answers no section when nothing matches', () => {
    expect(filterGlossary(SECTIONS, 'nothing like this', textsOf)).toEqual([]);
  });
});
