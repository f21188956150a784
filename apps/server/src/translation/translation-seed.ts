import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_IDS, isLanguageId, isTranslationKey } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { translationReviews, translations } from '../db/schema/index.ts';
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

function readLocaleFile(
  localesDir: string,
  langId: LanguageId,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<unknown> {
  return readJsonFile(join(localesDir, `${langId}.json`), log);
}

/** A JSON file's content; undefined when the file is missing or not JSON (with a warning). */
async function readJsonFile(file: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    log.warn(`${file} is not valid JSON, skipped`);
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * On every start: the review marks of `review-marks.json` (`{ "<langId>": { "<translateKey>": "<note>" } }`, the
 * keys a native reader should look at, issue 15 item 6) for a language and key that have no mark yet. A mark once
 * reviewed stays closed; a missing file adds nothing.
 */
export async function seedReviewMarks(
  db: Database,
  file: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<number> {
  const marks = await readJsonFile(file, log);
  if (marks === undefined) return 0;
  if (!isRecord(marks)) {
    log.warn(`${file}: not an object of languages, skipped`);
    return 0;
  }
  const rows: (typeof translationReviews.$inferInsert)[] = [];
  for (const [langId, notes] of Object.entries(marks)) {
    if (!isLanguageId(langId) || !isRecord(notes)) {
      log.warn(`${file}: ${langId} is not a language with notes, skipped`);
      continue;
    }
    for (const [translateKey, note] of Object.entries(notes)) {
      if (isTranslationKey(translateKey) && typeof note === 'string' && note.trim() !== '')
        rows.push({ langId, translateKey, note: note.trim() });
      else log.warn(`${file}: ${langId} ${translateKey} is not a key with a note, skipped`);
    }
  }
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const result = await db
      .insert(translationReviews)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing()
      .returning({ key: translationReviews.translateKey });
    inserted += result.length;
  }
  return inserted;
}
