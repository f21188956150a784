import type { SurveyCategory } from '@labbench/contract';
import { IMPORT_ERRORS } from '@labbench/contract';
import { and, desc, eq } from 'drizzle-orm';
import { ApiFailure } from '../api/errors.ts';
import type { Database } from '../db/client.ts';
import { surveyDefinitions } from '../db/schema/index.ts';

/** A transfer request's business failure: its message key, with a short code. */
export const transferFailure = (status: number, code: string, message: string) =>
  new ApiFailure(status, { code, message });

export interface RoundDefinition {
  definition: Record<string, unknown>;
  /** The category's latest round, and not closed: the only one that takes an import. */
  importable: boolean;
}

/** A category's definition of a round, and whether it takes an import; a round that does not exist is refused. */
export async function roundDefinition(db: Database, category: SurveyCategory, round: number): Promise<RoundDefinition> {
  const [row] = await db
    .select({ definition: surveyDefinitions.definition, closedAt: surveyDefinitions.closedAt })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.category, category), eq(surveyDefinitions.round, round)));
  if (!row) throw transferFailure(404, 'round_unknown', IMPORT_ERRORS.roundUnknown);
  const [latest] = await db
    .select({ round: surveyDefinitions.round })
    .from(surveyDefinitions)
    .where(eq(surveyDefinitions.category, category))
    .orderBy(desc(surveyDefinitions.round))
    .limit(1);
  return { definition: row.definition, importable: latest?.round === round && row.closedAt === null };
}
