import type { PayloadOf } from '@labbench/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationLog, translations } from '../db/schema/index.ts';
import { readTextsVersion } from '../shared/texts-version.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { entry, storeTexts, translatorSession } from './test-fixtures.ts';
import type { Translator } from './test-fixtures.ts';

let t: TestApp;
let tara: Translator;
let editor: Translator;
beforeAll(async () => {
  t = await createTestApp();
  tara = await translatorSession(t);
  editor = await translatorSession(t, { english: true, givenName: 'Eddie', familyName: 'English' });
  await storeTexts(t, 'zzSave.greeting', { en: 'Hello {{name}}', ja: 'こんにちは {{name}}' });
  await storeTexts(t, 'zzSave.markup', { en: 'Save the form' });
  await storeTexts(t, 'header.zzSave', { en: 'About us' });
  await storeTexts(t, 'zzSave.identical', { en: 'Dashboard overview' });
  await storeTexts(t, 'zzSave.labs_one', { en: '{{count}} lab' });
  await storeTexts(t, 'zzSave.labs_other', { en: '{{count}} labs' });
});
afterAll(() => t.close());

const save = (payload: PayloadOf<'updateTranslationByLanguageKey'>, who: Translator = tara) =>
  t.call('updateTranslationByLanguageKey', payload, { token: who.token });
const stored = async (langId: 'en' | 'ja' | 'de' | 'ru', key: string) => {
  const [row] = await t.db
    .select({ value: translations.value })
    .from(translations)
    .where(and(eq(translations.langId, langId), eq(translations.translateKey, key)));
  return row?.value ?? null;
};
const logOf = (key: string) =>
  t.db.select().from(translationLog).where(eq(translationLog.translateKey, key)).orderBy(asc(translationLog.id));

describe('updateTranslationByLanguageKey', () => {
  it('refuses a translation that drops a placeholder, saying which, and stores nothing', async () => {
    const answer = dataOf(
      await save({ updatedTranslation: [entry('ja', 'zzSave.greeting', 'こんにちは', 'こんにちは {{name}}')] }),
    );
    expect(answer).toEqual({
      status: 'Refused',
      problems: [
        expect.objectContaining({
          langId: 'ja',
          check: 'placeholders',
          severity: 'error',
          missing: ['name'],
          extra: [],
        }),
      ],
    });
    expect(await stored('ja', 'zzSave.greeting')).toBe('こんにちは {{name}}');
    expect(await logOf('zzSave.greeting')).toEqual([]);
  });

  it('refuses markup and a header text too long for the header', async () => {
    const markup = dataOf(await save({ updatedTranslation: [entry('de', 'zzSave.markup', '<b>Speichern</b>')] }));
    expect(markup).toMatchObject({ status: 'Refused', problems: [{ check: 'markup', severity: 'error' }] });
    const long = dataOf(
      await save({ updatedTranslation: [entry('de', 'header.zzSave', 'Über uns und unsere Laboratorien weltweit')] }),
    );
    expect(long).toMatchObject({ status: 'Refused', problems: [{ check: 'length', limit: 40, width: 41 }] });
    expect(await stored('de', 'zzSave.markup')).toBeNull();
    expect(await stored('de', 'header.zzSave')).toBeNull();
  });

  it('asks to confirm a translation identical to English, then stores it', async () => {
    const payload = { updatedTranslation: [entry('de', 'zzSave.identical', 'Dashboard overview')] };
    const warned = dataOf(await save(payload));
    expect(warned).toMatchObject({ status: 'Refused', problems: [{ check: 'identical', severity: 'warning' }] });
    expect(await stored('de', 'zzSave.identical')).toBeNull();
    expect(dataOf(await save({ ...payload, confirmWarnings: true }))).toMatchObject({ status: 'Updated' });
    expect(await stored('de', 'zzSave.identical')).toBe('Dashboard overview');
  });

  it('stores a translation, logs it as an insert then an update by the caller, and bumps the texts version', async () => {
    const before = await readTextsVersion(t.db);
    const first = dataOf(await save({ updatedTranslation: [entry('de', 'zzSave.greeting', 'Hallo {{name}}')] }));
    expect(first).toEqual({ status: 'Updated', version: before + 1 });
    const second = dataOf(
      await save({ updatedTranslation: [entry('de', 'zzSave.greeting', 'Guten Tag {{name}}', 'Hallo {{name}}')] }),
    );
    expect(second).toEqual({ status: 'Updated', version: before + 2 });
    expect(await readTextsVersion(t.db)).toBe(before + 2);
    expect(await stored('de', 'zzSave.greeting')).toBe('Guten Tag {{name}}');
    expect(await logOf('zzSave.greeting')).toEqual([
      expect.objectContaining({
        langId: 'de',
        action: 'I',
        fromValue: null,
        toValue: 'Hallo {{name}}',
        changedBy: tara.id,
      }),
      expect.objectContaining({
        langId: 'de',
        action: 'U',
        fromValue: 'Hallo {{name}}',
        toValue: 'Guten Tag {{name}}',
        changedBy: tara.id,
      }),
    ]);
  });

  it('logs nothing and keeps the version for a text saved unchanged', async () => {
    const before = await readTextsVersion(t.db);
    const logged = (await logOf('zzSave.greeting')).length;
    const answer = dataOf(
      await save({
        updatedTranslation: [entry('ja', 'zzSave.greeting', 'こんにちは {{name}}', 'こんにちは {{name}}')],
      }),
    );
    expect(answer).toEqual({ status: 'Updated', version: before });
    expect(await logOf('zzSave.greeting')).toHaveLength(logged);
  });

  it("answers Conflict with the other translator's text when the text changed since it was opened", async () => {
    const answer = dataOf(
      await save({ updatedTranslation: [entry('de', 'zzSave.greeting', 'Servus {{name}}', 'Hallo {{name}}')] }, editor),
    );
    if (answer.status !== 'Conflict') throw new Error(`expected Conflict, got ${answer.status}`);
    const german = answer.current.find((v) => v.langId === 'de');
    expect(german).toMatchObject({
      translateKey: 'zzSave.greeting',
      translation: 'Guten Tag {{name}}',
      changedBy: 'Tara Translator',
    });
    expect(Date.parse(german?.changedAt ?? '')).not.toBeNaN();
    expect(answer.current.map((v) => v.langId)).toEqual(['en', 'ja', 'de']);
    expect(await stored('de', 'zzSave.greeting')).toBe('Guten Tag {{name}}');
  });

  it('lets only one of two translators saving the same text at once store it; the other gets Conflict', async () => {
    await storeTexts(t, 'zzSave.race', { en: 'Opening hours' });
    const both = await Promise.all(
      ['Öffnungszeiten', 'Betriebszeiten'].map(async (text) =>
        dataOf(await save({ updatedTranslation: [entry('de', 'zzSave.race', text)] })),
      ),
    );
    expect(both.map((a) => a.status).sort()).toEqual(['Conflict', 'Updated']);
    expect(await logOf('zzSave.race')).toHaveLength(1);
  });

  it('refuses English without viewEnglishtransBtn with 403 for the whole call, and stores nothing', async () => {
    const payload = {
      updatedTranslation: [
        entry('de', 'zzSave.markup', 'Formular speichern'),
        entry('en', 'zzSave.markup', 'Save this form', 'Save the form'),
      ],
    };
    const refused = await save(payload);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect(await stored('de', 'zzSave.markup')).toBeNull();
    expect(await stored('en', 'zzSave.markup')).toBe('Save the form');
    expect(dataOf(await save(payload, editor))).toMatchObject({ status: 'Updated' });
    expect(await stored('en', 'zzSave.markup')).toBe('Save this form');
  });

  it('asks for every plural form the language needs', async () => {
    const answer = dataOf(
      await save({ updatedTranslation: [entry('ru', 'zzSave.labs_one', '{{count}} лаборатория')] }),
    );
    expect(answer).toMatchObject({
      status: 'Refused',
      problems: [{ check: 'plurals', missing: ['few', 'many', 'other'] }],
    });
    const all = dataOf(
      await save({
        updatedTranslation: [
          entry('ru', 'zzSave.labs_one', '{{count}} лаборатория'),
          entry('ru', 'zzSave.labs_few', '{{count}} лаборатории'),
          entry('ru', 'zzSave.labs_many', '{{count}} лабораторий'),
          entry('ru', 'zzSave.labs_other', '{{count}} лаборатории'),
        ],
      }),
    );
    expect(all).toMatchObject({ status: 'Updated' });
    expect(await stored('ru', 'zzSave.labs_many')).toBe('{{count}} лабораторий');
  });

  it('answers not found for a key without English text', async () => {
    const answer = await save({ updatedTranslation: [entry('ja', 'zzSave.nothing', 'なし')] });
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toEqual({ code: 'not_found', message: 'translation.errors.notFound' });
  });
});
