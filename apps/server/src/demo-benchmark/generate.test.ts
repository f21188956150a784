import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COUNTRIES, SURVEY_CATEGORIES } from '@labbench/contract';
import type { SurveyCategory } from '@labbench/contract';
import { describe, expect, it } from 'vitest';
import { responseChecker } from '../commands/survey-checks.ts';
import { SURVEY_DEFINITIONS_DIR } from '../db/survey-definitions-seed.ts';
import { generateDemoData } from './generate.ts';
import type { DemoDefinitions } from './generate.ts';
import { DEMO_LAB_PROFILE, DEMO_SEED, demoPopulation } from './population.ts';

/** Round 2025 answers the 2026 definitions (D53), as the seed registers it. */
const current = new Map(
  SURVEY_CATEGORIES.map((category): [SurveyCategory, Record<string, unknown>] => [
    category,
    JSON.parse(readFileSync(join(SURVEY_DEFINITIONS_DIR, '2026', `${category.toLowerCase()}.json`), 'utf8')) as Record<
      string,
      unknown
    >,
  ]),
);
const definitions: DemoDefinitions = new Map([
  [2025, current],
  [2026, current],
]);
const data = generateDemoData(DEMO_SEED, 1, definitions);

// Pure generation, no database: once per run is enough (the api project runs again on PostgreSQL).
describe.skipIf(process.env.TEST_DATABASE_KIND === 'postgres')('the start-up demo population', () => {
  it('has over 300 labs in at least 14 countries of §3, every size and lab type, each taking 1 to 4 categories', () => {
    expect(data.labs.length).toBeGreaterThanOrEqual(320);
    const countries = new Set(data.labs.map((l) => l.country));
    expect(countries.size).toBeGreaterThanOrEqual(14);
    for (const country of countries) expect(COUNTRIES.map((c) => c.code)).toContain(country);
    expect(new Set(data.labs.map((l) => l.size))).toEqual(new Set(['small', 'medium', 'large']));
    expect(new Set(data.labs.map((l) => l.labType))).toEqual(
      new Set(['hospital', 'commercial', 'public_health', 'research']),
    );
    for (const lab of data.labs) expect(lab.categories.length).toBeGreaterThanOrEqual(1);
    for (const lab of data.labs) expect(lab.categories.length).toBeLessThanOrEqual(4);
    const takes = (category: SurveyCategory) => data.labs.filter((l) => l.categories.includes(category)).length;
    for (const category of SURVEY_CATEGORIES) expect(takes('CL')).toBeGreaterThanOrEqual(takes(category));
  });

  it('gives China a peer group of at least 5 labs in every category and round', () => {
    for (const category of SURVEY_CATEGORIES)
      for (const round of [2025, 2026]) {
        const china = data.responses.filter(
          (r) => r.lab.country === 'CN' && r.category === category && r.round === round,
        );
        expect(china.length, `${category} ${round}`).toBeGreaterThanOrEqual(5);
      }
  });

  it('passes every check a real response gets: required, visibility, the validators and the cross-field checks', () => {
    const checkers = new Map(SURVEY_CATEGORIES.map((c) => [c, responseChecker(current.get(c) ?? {}, c)]));
    const failed = data.responses.flatMap((r) =>
      (checkers.get(r.category)?.(r.answers) ?? []).map(
        (f) => `${r.lab.code} ${r.category} ${r.round} ${f.code} ${f.check}`,
      ),
    );
    expect(failed).toEqual([]);
    expect(data.responses.flatMap((r) => r.failedChecks)).toEqual([]);
  }, 60_000);

  it('knows every question of the definitions (no answer from the fallback)', () => {
    expect(data.responses.flatMap((r) => r.unknown)).toEqual([]);
  });

  it('answers by the definitions: a hidden question is left out, a shown required one is answered', () => {
    const research = data.responses.find((r) => r.category === 'CL' && r.answers.CL_LAB_TYPE === 'research');
    expect(research?.answers.CL_HOSPITAL_BEDS).toBeUndefined();
    const hospital = data.responses.find((r) => r.category === 'CL' && r.answers.CL_LAB_TYPE === 'hospital');
    expect(hospital?.answers.CL_HOSPITAL_BEDS).toBeGreaterThan(0);
    const noStat = data.responses.find((r) => r.category === 'CL' && r.answers.CL_OFFERS_STAT === 'no');
    expect(noStat?.answers.CL_TAT_STAT_MEDIAN_MIN).toBeUndefined();
  });

  it('gives the same labs and answers for the same seed, and others for another', () => {
    expect(generateDemoData(DEMO_SEED, 1, definitions)).toEqual(data);
    const other = demoPopulation('another seed');
    expect(other.map((l) => l.code)).toEqual(data.labs.map((l) => l.code));
    expect(other.map((l) => l.labType)).not.toEqual(data.labs.map((l) => l.labType));
  });

  it('moves a lab’s 2026 answers a little from its 2025 ones, mostly for the better', () => {
    const pairs = data.responses
      .filter((r) => r.category === 'CL' && r.round === 2026)
      .flatMap((r) => {
        const before = data.responses.find((b) => b.lab === r.lab && b.category === 'CL' && b.round === 2025);
        return before
          ? [[Number(before.answers.CL_TAT_ROUTINE_MEDIAN_MIN), Number(r.answers.CL_TAT_ROUTINE_MEDIAN_MIN)]]
          : [];
      });
    const ratios = pairs.map(([before = 1, after = 1]) => after / before).sort((a, b) => a - b);
    const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.85);
    expect(median).toBeLessThan(1);
    expect(ratios.filter((r) => r < 1).length / ratios.length).toBeGreaterThan(0.6);
  });

  it('leaves the demo lab’s histopathology 2026 response to the lab, and answers all of its other rounds', () => {
    const own = data.responses.filter((r) => r.lab === DEMO_LAB_PROFILE).map((r) => `${r.category} ${r.round}`);
    expect(own.sort()).toEqual(['BB 2025', 'BB 2026', 'CL 2025', 'CL 2026', 'HL 2025', 'ML 2025', 'ML 2026']);
  });
});
