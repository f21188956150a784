import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '../../constants/languages.ts';
import { SURVEY_CATEGORIES } from '../../constants/survey-types.ts';
import type { SurveyCategory } from '../../constants/survey-types.ts';
import { inputValuesOf } from '../../survey/input-values.ts';
import { choiceValues, questionsOf } from '../../survey/questions.ts';
import { KPI_AREAS, REPORT_SECTIONS, areasOfSections } from '../kpi-definition.ts';
import { HL_DIGITAL_PATHOLOGY_CHOICES } from './hl.ts';
import { ISO15189_CHOICES, YES_NO_CHOICES } from './formula-helpers.ts';
import { kpiOf, kpiValuesOf, kpisOf } from './index.ts';

const MINIMUM: Record<SurveyCategory, number> = { CL: 15, ML: 15, HL: 15, BB: 8, CLT: 8 };

function definition(category: SurveyCategory): Record<string, unknown> {
  const file = new URL(
    `../../../../../apps/server/src/survey/definitions/2026/${category.toLowerCase()}.json`,
    import.meta.url,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

type KpiTexts = Record<string, { name: string; description: string } | undefined>;
function kpiTexts(lang: string): KpiTexts {
  const file = new URL(`../../../../../apps/web/src/i18n/locales/${lang}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { kpis: KpiTexts }).kpis;
}

const choicesOf = (category: SurveyCategory, code: string) => {
  const question = questionsOf(definition(category)).find((q) => q.name === code);
  return question ? choiceValues(question) : [];
};

/** The KPI's value from answers as a lab gives them, through the same encoding the server stores (D38). */
function valueFromAnswers(category: SurveyCategory, code: string, answers: Record<string, string | number>) {
  const stored = Object.fromEntries(inputValuesOf(definition(category), answers).map((v) => [v.code, v.value]));
  return kpiOf(category, code)?.formula(stored);
}

describe.each(SURVEY_CATEGORIES.map((c) => [c] as const))('the %s catalogue', (category) => {
  const kpis = kpisOf(category);
  const questions = new Set(questionsOf(definition(category)).map((q) => q.name));

  it('has at least the minimum number of KPIs, unique codes of the category', () => {
    expect(kpis.length).toBeGreaterThanOrEqual(MINIMUM[category]);
    expect(new Set(kpis.map((k) => k.code)).size).toBe(kpis.length);
    for (const kpi of kpis) {
      expect(kpi.category).toBe(category);
      expect(kpi.code.startsWith(`${category}_`)).toBe(true);
    }
  });

  it('reads only question codes of the 2026 definition', () => {
    const unknown = kpis.flatMap((k) => k.inputs.filter((code) => !questions.has(code)).map((c) => `${k.code}: ${c}`));
    expect(unknown).toEqual([]);
  });

  it('has KPIs in every area, so every report section has some', () => {
    expect([...new Set(kpis.map((k) => k.area))].sort()).toEqual([...KPI_AREAS].sort());
    for (const section of REPORT_SECTIONS) {
      expect(
        kpis.some((k) => areasOfSections([section]).includes(k.area)),
        section,
      ).toBe(true);
    }
  });

  it('scores ISO 15189 accreditation from the answer: yes 100, no or in progress 0', () => {
    const code = `${category}_ISO15189`;
    expect(choicesOf(category, code)).toEqual([...ISO15189_CHOICES]);
    expect(valueFromAnswers(category, code, { [code]: 'yes' })).toBe(100);
    expect(valueFromAnswers(category, code, { [code]: 'no' })).toBe(0);
    expect(valueFromAnswers(category, code, { [code]: 'in_progress' })).toBe(0);
  });

  it('has a short English name and a description for every KPI in every language', () => {
    for (const lang of LANGUAGE_IDS) {
      const texts = kpiTexts(lang);
      const missing = kpis.filter((k) => !texts[k.code]?.name.trim() || !texts[k.code]?.description.trim());
      expect({ lang, missing: missing.map((k) => k.code) }).toEqual({ lang, missing: [] });
    }
    const long = kpis.filter((k) => (kpiTexts('en')[k.code]?.name.length ?? 0) > 40).map((k) => k.code);
    expect(long).toEqual([]);
  });

  it('leaves out of the values a KPI without its inputs', () => {
    expect(kpiValuesOf(category, {})).toEqual([]);
  });

  it('gives amounts in US dollars, and none in a currency it cannot convert', () => {
    const amounts = kpisOf(category).filter((k) => k.unit === 'currency');
    const inputs = Object.fromEntries(amounts.flatMap((k) => k.inputs.map((code) => [code, 100])));
    const inBaht = kpiValuesOf(category, inputs, 'THB');
    const raw = amounts.map((k) => k.formula(inputs)).filter((v) => v !== null);
    expect(inBaht.filter((v) => kpiOf(category, v.code)?.unit === 'currency').map((v) => v.value)).toEqual(
      raw.map((v) => v * 0.0298),
    );
    expect(kpiValuesOf(category, inputs, 'XYZ').some((v) => kpiOf(category, v.code)?.unit === 'currency')).toBe(false);
  });
});

describe('choice inputs read as the survey stores them', () => {
  it('knows the yes/no and digital pathology choices as the definitions list them', () => {
    expect(choicesOf('CL', 'CL_EQA_PARTICIPATION')).toEqual([...YES_NO_CHOICES]);
    expect(choicesOf('HL', 'HL_DIGITAL_PATHOLOGY')).toEqual([...HL_DIGITAL_PATHOLOGY_CHOICES]);
  });

  it('scores answers given as a lab gives them', () => {
    expect(valueFromAnswers('HL', 'HL_DIGITAL_PRIMARY', { HL_DIGITAL_PATHOLOGY: 'primary' })).toBe(100);
    expect(valueFromAnswers('HL', 'HL_DIGITAL_PRIMARY', { HL_DIGITAL_PATHOLOGY: 'secondary' })).toBe(0);
    expect(valueFromAnswers('HL', 'HL_DIGITAL_PRIMARY', { HL_DIGITAL_PATHOLOGY: 'none' })).toBe(0);
    expect(valueFromAnswers('CL', 'CL_EQA_PARTICIPATION', { CL_EQA_PARTICIPATION: 'yes' })).toBe(100);
    const automation = { ML_AUTOMATION_TRACK: 'yes', ML_MIDDLEWARE: 'no' };
    expect(valueFromAnswers('ML', 'ML_AUTOMATION_LEVEL', automation)).toBe(50);
    const noElectronic = { BB_ELECTRONIC_ISSUE: 'no' };
    expect(valueFromAnswers('BB', 'BB_ELECTRONIC_ISSUE', noElectronic)).toBe(0);
  });
});
