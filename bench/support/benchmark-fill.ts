/** The synthetic data of bench/benchmark.ts: 100,000 labs of one category, written in bulk with SQL. */
import { kpisOf } from '@labbench/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';

export const LABS = 100_000;
export const LABS_WITH_2025 = 10_000;
export const CATEGORY = 'CL';
export const ROUND = 2026;
const COUNTRY_CODES = ['TH', 'VN', 'ID', 'MY', 'SG', 'PH', 'IN', 'JP', 'KR', 'TW', 'HK', 'AU', 'NZ', 'CN'];

/** Labs, validated responses, benchmark entries and values, all with INSERT … SELECT over generate_series. */
export async function fillSynthetic(db: Database): Promise<void> {
  const countries = sql.raw(`ARRAY[${COUNTRY_CODES.map((c) => `'${c}'`).join(',')}]`);
  const codes = sql.raw(
    `ARRAY[${kpisOf(CATEGORY)
      .map((k) => `'${k.code}'`)
      .join(',')}]`,
  );
  await db.execute(sql`
    INSERT INTO labs (id, name, lab_code, country_code, status)
    SELECT 'bench-lab-' || i, 'Bench lab ' || i, 'BENCH' || lpad(i::text, 6, '0'), (${countries})[1 + i % 14], 'A'
    FROM generate_series(1, ${LABS}) AS i`);
  await db.execute(sql`
    INSERT INTO survey_responses (id, lab_id, category, round, status, survey_status, process_state, submitted_at)
    SELECT 'bench-r' || r.round || '-' || i, 'bench-lab-' || i, ${CATEGORY}, r.round, 'A', 'A', 'done', now()
    FROM generate_series(1, ${LABS}) AS i CROSS JOIN (VALUES (2025), (${ROUND})) AS r(round)
    WHERE r.round = ${ROUND} OR i <= ${LABS_WITH_2025}`);
  await db.execute(sql`
    INSERT INTO benchmark_entries (response_id, lab_id, category, round, region, country, size, hospital_size,
      lab_type, accreditation)
    SELECT r.id, l.id, r.category, r.round, CASE WHEN l.country_code = 'CN' THEN 'china' ELSE 'apac' END,
      l.country_code, (ARRAY['small','medium','large'])[1 + (n * 7) % 3],
      CASE WHEN n % 4 = 0 THEN (ARRAY['small','medium','large'])[1 + (n * 5) % 3] END,
      (ARRAY['hospital','commercial','public_health','research'])[1 + n % 4],
      (ARRAY['yes','no','in_progress'])[1 + (n * 11) % 3]
    FROM survey_responses r JOIN labs l ON l.id = r.lab_id
    CROSS JOIN LATERAL (SELECT substr(l.id, 11)::int AS n) AS lab_number
    WHERE r.id LIKE 'bench-r%'`);
  // About 5 % of the values missing, as answers left out make them.
  await db.execute(sql`
    INSERT INTO benchmark_values (response_id, kpi_code, category, round, value, region, country, size,
      hospital_size, lab_type, accreditation)
    SELECT e.response_id, k.code, e.category, e.round, round((random() * 100)::numeric, 2)::float8, e.region,
      e.country, e.size, e.hospital_size, e.lab_type, e.accreditation
    FROM benchmark_entries e CROSS JOIN unnest(${codes}::text[]) AS k(code)
    WHERE random() > 0.05`);
  // As autovacuum leaves a table after a bulk insert: planner statistics, and a visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
}
