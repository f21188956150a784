import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_IDS } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { translations } from '../db/schema/index.ts';
import { flattenTranslations } from './translation-tree.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/**
 * On every start: inserts the keys of the web's locale files that the database lacks. Never overwrites a value,
 * because the translation tool edits them in the database. A missing file is fine (that language falls back to English).
 */
export async function seedMissingTranslations(
  db: Database,
  localesDir: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  let inserted = 0;
  for (const langId of LANGUAGE_IDS) {
    const tree = await readLocaleFile(localesDir, langId, log);
    if (tree === undefined) continue;
    const rows = [...flattenTranslations(tree, (key) => log.warn(`${langId}.json: ${key} is not a text, skipped`))].map(
      ([translateKey, value]) => ({ langId, translateKey, value }),
    );
    for (let i = 0; i < rows.length; i += CHUNK) {
      const result = await db
        .insert(translations)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .returning({ key: translations.translateKey });
      inserted += result.length;
    }
  }
  return inserted;
}

async function readLocaleFile(
  localesDir: string,
  langId: LanguageId,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(join(localesDir, `${langId}.json`), 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    log.warn(`${langId}.json is not valid JSON, skipped`);
    return undefined;
  }
}
