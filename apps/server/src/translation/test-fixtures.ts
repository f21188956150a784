import type { LanguageId, PayloadOf } from '@labbench/contract';
import { translations } from '../db/schema/index.ts';
import type { TestApp } from '../test/test-app.ts';

export interface Translator {
  id: string;
  token: string;
}

/** A user with permission LT, with or without the right to edit English (viewEnglishtransBtn). */
export async function translatorSession(
  t: TestApp,
  { english = false, givenName = 'Tara', familyName = 'Translator' } = {},
): Promise<Translator> {
  const user = await t.createUser({ permissions: ['LT'], viewEnglishTransBtn: english, givenName, familyName });
  return { id: user.id, token: await t.tokenFor(user.email) };
}

/** Stores interface texts directly, as the locale files seed them: `{ en: 'Hello', ja: '…' }` for one key. */
export async function storeTexts(
  t: TestApp,
  translateKey: string,
  texts: Partial<Record<LanguageId, string>>,
): Promise<void> {
  const rows = Object.entries(texts).map(([langId, value]) => ({ langId: langId as LanguageId, translateKey, value }));
  await t.db.insert(translations).values(rows);
}

type Entry = PayloadOf<'updateTranslationByLanguageKey'>['updatedTranslation'][number];

/** One entry of a save. */
export const entry = (
  langId: LanguageId,
  translateKey: string,
  translation: string,
  previous: string | null = null,
): Entry => ({ langId, translateKey, translation, previous });
