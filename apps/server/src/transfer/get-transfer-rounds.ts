import { SURVEY_CATEGORIES } from '@labbench/contract';
import { desc } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { surveyDefinitions } from '../db/schema/index.ts';

/** The categories and rounds staff may pick for a template, an import or an export, latest round first. */
export const getTransferRounds: Handler<'getTransferRounds'> = async (_payload, { db }) => {
  const rows = await db
    .select({
      category: surveyDefinitions.category,
      round: surveyDefinitions.round,
      closedAt: surveyDefinitions.closedAt,
    })
    .from(surveyDefinitions)
    .orderBy(desc(surveyDefinitions.round));
  rows.sort((a, b) => SURVEY_CATEGORIES.indexOf(a.category) - SURVEY_CATEGORIES.indexOf(b.category));
  const latest = new Map<string, number>();
  for (const row of rows) if (!latest.has(row.category)) latest.set(row.category, row.round);
  return {
    data: {
      rounds: rows.map((row) => {
        const current = latest.get(row.category) === row.round;
        const closed = row.closedAt !== null;
        return { category: row.category, round: row.round, current, closed, importable: current && !closed };
      }),
    },
  };
};
