import type { BenchmarkDashboard, BenchmarkSensitivity, ParsedPayloadOf } from '@labbench/contract';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What getBenchmarkDashboard answers (the report's data uses it too). */
export async function benchmarkDashboard(
  _db: Database,
  _config: Config,
  _query: ParsedPayloadOf<'getBenchmarkDashboard'>,
): Promise<BenchmarkDashboard> {
  throw new Error('being built (issue 9)');
}

/** What getBenchmarkSensitivity answers; null when the lab has no validated response of the category. */
export async function benchmarkSensitivity(
  _db: Database,
  _config: Config,
  _query: ParsedPayloadOf<'getBenchmarkSensitivity'>,
): Promise<BenchmarkSensitivity | null> {
  throw new Error('being built (issue 9)');
}
