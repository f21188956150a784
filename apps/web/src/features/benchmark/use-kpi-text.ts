import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutDirectionSentence } from '@labbench/contract';
import type { KpiUnit } from '@labbench/contract';
import { formatNumber, unitKey } from './format-value.ts';

/**
 * A KPI's name, description and values in the current language (names come from `kpis.<CODE>.*`). The description
 * never says which way is better: the card adds that once (a stored text that still does is trimmed).
 */
export function useKpiText() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const name = useCallback((code: string) => t(`kpis.${code}.name`, { defaultValue: code }), [t]);
  const description = useCallback(
    (code: string) =>
      withoutDirectionSentence(t(`kpis.${code}.description`, { defaultValue: t('benchmark.kpi.noDescription') })),
    [t],
  );
  const number = useCallback((value: number, unit: KpiUnit) => formatNumber(value, unit, language), [language]);
  const value = useCallback(
    (value: number | null, unit: KpiUnit) =>
      value === null ? t('benchmark.notAvailable') : t(unitKey(unit), { value: formatNumber(value, unit, language) }),
    [t, language],
  );
  return { name, description, number, value };
}
