import type { Database } from '../db/client.ts';
import { seedDemoBenchmark } from '../demo-benchmark/seed-demo-benchmark.ts';
import type { DemoSeedResult } from '../demo-benchmark/seed-demo-benchmark.ts';

/**
 * A small demo benchmark for a test that needs a populated benchmark (about 40 labs, the demo lab with its rounds):
 * deterministic, and a second or two to seed, where the full start-up population takes several. The template
 * database has none (D54), so tests that count labs or responses stay exact.
 */
export async function seedSmallDemoBenchmark(db: Database, scale = 0.12): Promise<DemoSeedResult> {
  const result = await seedDemoBenchmark(db, { seed: 'test-demo-benchmark', scale });
  if (!result) throw new Error('the demo benchmark needs the demo accounts of the template database');
  return result;
}
