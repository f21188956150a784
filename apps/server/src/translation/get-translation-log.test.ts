import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, dataOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { entry, storeTexts, translatorSession } from './test-fixtures.ts';
import type { Translator } from './test-fixtures.ts';

let t: TestApp;
let tara: Translator;
let gone: Translator;
beforeAll(async () => {
  t = await createTestApp();
  tara = await translatorSession(t);
  gone = await translatorSession(t, { givenName: 'Gina', familyName: 'Gone' });
  await storeTexts(t, 'zzLog.text', { en: 'Opening hours' });
  await storeTexts(t, 'zzLog.quiet', { en: 'Nothing changed here' });
  const save = async (who: Translator, ...entries: ReturnType<typeof entry>[]) =>
    dataOf(await t.call('updateTranslationByLanguageKey', { updatedTranslation: entries }, { token: who.token }));
  await save(gone, entry('de', 'zzLog.text', 'Öffnungszeiten'));
  await save(
    tara,
    entry('de', 'zzLog.text', 'Geschäftszeiten', 'Öffnungszeiten'),
    entry('it', 'zzLog.text', 'Orari di apertura'),
  );
  await t.db.delete(users).where(eq(users.id, gone.id));
});
afterAll(() => t.close());

const logOf = async (languageKey: string, langId?: 'de' | 'it') =>
  dataOf(await t.call('getTranslationLog', { languageKey, langId }, { token: tara.token })).rows;

describe('getTranslationLog', () => {
  it("answers a language's changes newest first, with who made each (none when the account is gone)", async () => {
    const rows = await logOf('zzLog.text', 'de');
    expect(rows).toEqual([
      {
        langId: 'de',
        translateKey: 'zzLog.text',
        changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        from: 'Öffnungszeiten',
        to: 'Geschäftszeiten',
        action: 'U',
        changedBy: 'Tara Translator',
      },
      expect.objectContaining({ from: null, to: 'Öffnungszeiten', action: 'I', changedBy: null }) as unknown,
    ]);
  });

  it('answers every language without langId, and an empty list for a key never changed', async () => {
    expect((await logOf('zzLog.text')).map((r) => `${r.langId} ${r.action}`).sort()).toEqual(['de I', 'de U', 'it I']);
    expect(await logOf('zzLog.quiet')).toEqual([]);
  });
});
