import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationLog, translationReviews } from '../db/schema/index.ts';
import { readTextsVersion } from '../shared/texts-version.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { translatorSession } from './test-fixtures.ts';
import type { Translator } from './test-fixtures.ts';

let t: TestApp;
let tara: Translator;
beforeAll(async () => {
  t = await createTestApp();
  tara = await translatorSession(t);
  await t.db.insert(translationReviews).values({ langId: 'vi', translateKey: 'zzMark.text', note: 'Check the tone' });
});
afterAll(() => t.close());

const mark = async () =>
  dataOf(await t.call('markTranslationReviewed', { langId: 'vi', translateKey: 'zzMark.text' }, { token: tara.token }));
const markRow = async () => {
  const [row] = await t.db
    .select()
    .from(translationReviews)
    .where(and(eq(translationReviews.langId, 'vi'), eq(translationReviews.translateKey, 'zzMark.text')));
  return row;
};

describe('markTranslationReviewed', () => {
  it('closes the open mark with who and when, and nothing else', async () => {
    const version = await readTextsVersion(t.db);
    expect(await mark()).toEqual({ status: 'Reviewed' });
    const row = await markRow();
    expect(row).toMatchObject({ reviewedBy: tara.id, note: 'Check the tone' });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(translationLog).where(eq(translationLog.translateKey, 'zzMark.text'))).toEqual([]);
    expect(await readTextsVersion(t.db)).toBe(version);
    const value = dataOf(
      await t.call('getValueByLanguageKey', { languageKey: 'header.translateToggle' }, { token: tara.token }),
    );
    expect(value.reviewMarks.filter((m) => m.langId === 'vi')).toEqual([]);
  });

  it('answers Reviewed again and keeps the first review', async () => {
    const first = await markRow();
    const other = await translatorSession(t, { givenName: 'Otto' });
    const again = await t.call(
      'markTranslationReviewed',
      { langId: 'vi', translateKey: 'zzMark.text' },
      { token: other.token },
    );
    expect(dataOf(again)).toEqual({ status: 'Reviewed' });
    expect(await markRow()).toEqual(first);
    expect(
      dataOf(
        await t.call('markTranslationReviewed', { langId: 'vi', translateKey: 'zzMark.none' }, { token: other.token }),
      ),
    ).toEqual({ status: 'Reviewed' });
  });
});
