import type { SurveyCategory } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import type { Queryable } from './survey-review-processing.ts';

/** Writes the benchmark entry and KPI values of accepted responses (bulk), replacing any earlier ones. */
export async function writeBenchmarkEntries(_db: Queryable, _responseIds: readonly string[]): Promise<void> {
  throw new Error('being built (issue 9)');
}

/** Takes responses out of the benchmark (reopened or rejected). */
export async function removeBenchmarkEntries(_db: Queryable, _responseIds: readonly string[]): Promise<void> {
  throw new Error('being built (issue 9)');
}

/** Drops the cached statistics of a category and round and makes the standard peer groups' again. */
export async function refreshBenchmarkStats(_db: Database, _category: SurveyCategory, _round: number): Promise<void> {
  throw new Error('being built (issue 9)');
}
