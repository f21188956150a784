import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SURVEY_CATEGORIES } from '@labbench/contract';
import { REPO_ROOT } from '../config.ts';
import type { Database } from './client.ts';
import { surveyDefinitions } from './schema/index.ts';

/** Where the definitions live: `<round>/<category>.json`, the category in lower case (D36). */
export const SURVEY_DEFINITIONS_DIR = join(REPO_ROOT, 'apps/server/src/survey/definitions');

/**
 * Every definition file into survey_definitions, at each start: a new round folder is a new round without a code
 * change, and a stored definition is never overwritten (a response may already use it, D36). Returns how many were
 * added.
 */
export async function seedSurveyDefinitions(db: Database, dir = SURVEY_DEFINITIONS_DIR): Promise<number> {
  const rows: (typeof surveyDefinitions.$inferInsert)[] = [];
  for (const folder of await readdir(dir, { withFileTypes: true })) {
    if (!folder.isDirectory() || !/^\d{4}$/.test(folder.name)) continue;
    for (const category of SURVEY_CATEGORIES) {
      const file = join(dir, folder.name, `${category.toLowerCase()}.json`);
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text === null) continue;
      const definition = JSON.parse(text) as Record<string, unknown>;
      rows.push({ category, round: Number(folder.name), definition });
    }
  }
  if (rows.length === 0) return 0;
  const added = await db
    .insert(surveyDefinitions)
    .values(rows)
    .onConflictDoNothing()
    .returning({ round: surveyDefinitions.round });
  return added.length;
}
