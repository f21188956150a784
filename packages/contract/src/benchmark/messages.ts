/** The field errors of the benchmark calls (`validation.<key>` in the translation files), as the server answers them. */
export const BENCHMARK_MESSAGES = {
  /** `round`: the category has no survey round of that year. */
  unknownRound: 'validation.benchmarkUnknownRound',
  /** `kpis`: a code that is not in the category's KPI catalogue. */
  unknownKpi: 'validation.benchmarkUnknownKpi',
} as const;
