import type { Handler } from '../api/handler.ts';
import { readLog } from './stored-texts.ts';
import { keysShownWith } from './text-ids.ts';

/**
 * getTranslationLog (§7, §2 history modal): the changes of the key (every form of a plural family), newest first,
 * of one language or all. An empty list is the modal's record-not-found message.
 */
export const getTranslationLog: Handler<'getTranslationLog'> = async ({ languageKey, langId }, { db }) => ({
  data: { rows: await readLog(db, keysShownWith(languageKey), langId) },
});
