import { LANGUAGE_IDS } from '@labbench/contract';
import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationReviews, translations } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { keysNeeded } from './coverage.ts';
import { storeTexts, translatorSession } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await translatorSession(t)).token;
  await storeTexts(t, 'zzCover.missing', { en: 'Peer group size', th: '' });
  await storeTexts(t, 'zzCover.same', { en: 'Opening hours', th: 'Opening hours', de: 'Opening hours' });
  await storeTexts(t, 'zzCover.code', { en: 'LIS', th: 'LIS' });
  await t.db.insert(translationReviews).values([
    { langId: 'th', translateKey: 'zzCover.same', note: 'Use the Thai term' },
    { langId: 'th', translateKey: 'zzCover.code', note: 'Reviewed already', reviewedAt: new Date() },
  ]);
});
afterAll(() => t.close());

const coverage = async (langId: 'th' | 'en') => dataOf(await t.call('getTranslationCoverage', { langId }, { token }));

describe('getTranslationCoverage', () => {
  it('lists the keys a language lacks, those identical to English and those marked for review', async () => {
    const thai = await coverage('th');
    expect(thai.untranslated).toContain('zzCover.missing');
    expect(thai.untranslated).not.toContain('zzCover.same');
    expect(thai.identical).toContain('zzCover.same');
    expect(thai.identical).not.toContain('zzCover.code');
    expect(thai.review).toContainEqual({ translateKey: 'zzCover.same', note: 'Use the Thai term' });
    expect(thai.review.map((r) => r.translateKey)).not.toContain('zzCover.code');
    expect(thai.languages.find((l) => l.langId === 'th')).toEqual({
      langId: 'th',
      untranslated: thai.untranslated.length,
      identical: thai.identical.length,
      review: thai.review.length,
    });
  });

  it('counts every language against the English texts; English lacks nothing', async () => {
    const english = await coverage('en');
    const [row] = await t.db
      .select({ n: count() })
      .from(translations)
      .where(and(eq(translations.langId, 'en'), ne(translations.value, '')));
    expect(english.total).toBe(row?.n);
    expect(english.languages.map((l) => l.langId)).toEqual(LANGUAGE_IDS);
    expect(english.languages[0]).toEqual({ langId: 'en', untranslated: 0, identical: 0, review: 0 });
    expect(english).toMatchObject({ untranslated: [], identical: [], review: [] });
    const german = english.languages.find((l) => l.langId === 'de');
    expect(german?.identical).toBeGreaterThanOrEqual(1);
    expect(german?.untranslated).toBeGreaterThanOrEqual(2);
  });

  it("asks a language for its own plural forms, not English's", () => {
    const english = ['a.labs_one', 'a.labs_other', 'a.title'];
    expect(keysNeeded('ja', english)).toEqual(['a.labs_other', 'a.title']);
    expect(keysNeeded('ru', english)).toEqual(['a.labs_one', 'a.labs_few', 'a.labs_many', 'a.labs_other', 'a.title']);
    expect(keysNeeded('en', english)).toEqual(english);
  });
});
