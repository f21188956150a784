import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SURVEY_CATEGORIES } from '@labbench/contract/constants';
import type { ResponseOf, SurveyCategory } from '@labbench/contract';

export type TransferRound = ResponseOf<'getTransferRounds'>['rounds'][number];
export interface RoundChoice {
  category: SurveyCategory;
  round: number;
}

const WIDE = { base: '100%', xs: 240 };

/** The choice of a category, then of one of its rounds (latest first, the current and closed ones marked). */
export function RoundPicker({
  rounds,
  value,
  onChange,
  disabled,
}: {
  rounds: readonly TransferRound[];
  value: RoundChoice | null;
  onChange: (next: RoundChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const categories = SURVEY_CATEGORIES.filter((c) => rounds.some((r) => r.category === c));
  const ofCategory = rounds.filter((r) => r.category === value?.category);
  const roundLabel = (r: TransferRound) =>
    r.closed
      ? t('transfer.rounds.closed', { round: r.round })
      : r.current
        ? t('transfer.rounds.current', { round: r.round })
        : String(r.round);
  const firstRound = (category: SurveyCategory) => rounds.find((r) => r.category === category)?.round;

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label={t('transfer.rounds.category')}
        data={categories.map((c) => ({ value: c, label: t(`footer.surveyTypes.${c}`) }))}
        value={value?.category ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const category = categories.find((c) => c === event.currentTarget.value);
          const round = category ? firstRound(category) : undefined;
          if (category && round !== undefined) onChange({ category, round });
        }}
        w={WIDE}
      />
      <NativeSelect
        label={t('transfer.rounds.round')}
        data={ofCategory.map((r) => ({ value: String(r.round), label: roundLabel(r) }))}
        value={value ? String(value.round) : ''}
        disabled={disabled}
        onChange={(event) => {
          if (value) onChange({ category: value.category, round: Number(event.currentTarget.value) });
        }}
        w={WIDE}
      />
    </Group>
  );
}
