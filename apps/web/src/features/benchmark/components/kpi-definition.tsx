import { Button, Popover, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { KpiDefinition } from '@labbench/contract';
import { useKpiText } from '../use-kpi-text.ts';
import classes from './benchmark.module.css';

/** The KPI's definition on demand: its description and which way is better. */
export function KpiDefinitionPopover({ kpi }: { kpi: KpiDefinition }) {
  const { t } = useTranslation();
  const text = useKpiText();
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          className={classes.definitionButton}
          aria-label={t('benchmark.kpi.definitionOf', { name: text.name(kpi.code) })}
        >
          {t('benchmark.kpi.definition')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={700}>
          {text.name(kpi.code)}
        </Text>
        <Text size="sm">{text.description(kpi.code)}</Text>
        <Text size="sm" c="dimmed" mt="xs">
          {t(kpi.better === 'lower' ? 'benchmark.kpi.lowerBetter' : 'benchmark.kpi.higherBetter')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
