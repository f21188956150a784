import type { SurveyCategory } from '../../constants/survey-types.ts';
import type { KpiDefinition, KpiInputs } from '../kpi-definition.ts';
import { toUsd } from '../currency.ts';
import { BB_KPIS } from './bb.ts';
import { CL_KPIS } from './cl.ts';
import { CLT_KPIS } from './clt.ts';
import { HL_KPIS } from './hl.ts';
import { ML_KPIS } from './ml.ts';

/** Every category's KPIs, in the order the dashboard and the report show them. */
export const KPI_CATALOGUE: Readonly<Record<SurveyCategory, readonly KpiDefinition[]>> = {
  CL: CL_KPIS,
  CLT: CLT_KPIS,
  ML: ML_KPIS,
  HL: HL_KPIS,
  BB: BB_KPIS,
};

/** The KPIs of a category. */
export function kpisOf(category: SurveyCategory): readonly KpiDefinition[] {
  return KPI_CATALOGUE[category];
}

/** A category's KPI by code, or undefined when the category has none of that code. */
export function kpiOf(category: SurveyCategory, code: string): KpiDefinition | undefined {
  return KPI_CATALOGUE[category].find((k) => k.code === code);
}

/** The question that names the currency of a category's amounts (ISO 4217). */
export const currencyQuestionOf = (category: SurveyCategory) => `${category}_CURRENCY_CODE`;

/**
 * Every KPI value one response's inputs give, comparable across labs: amounts in US dollars from the response's
 * currency (D55). A KPI without a value, or an amount in a currency the rate table lacks, is left out.
 */
export function kpiValuesOf(
  category: SurveyCategory,
  inputs: KpiInputs,
  currency: string | null = null,
): { code: string; value: number }[] {
  return KPI_CATALOGUE[category].flatMap((kpi) => {
    const raw = kpi.formula(inputs);
    const value = raw !== null && kpi.unit === 'currency' ? toUsd(raw, currency) : raw;
    return value === null || !Number.isFinite(value) ? [] : [{ code: kpi.code, value }];
  });
}
