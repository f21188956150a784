import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '@labbench/contract';

const COLORS: Record<ReviewState, string> = {
  open: 'gray',
  returned: 'orange',
  pending: 'blue',
  accepted: 'green',
  rejected: 'red',
};

/** Where a response stands for staff; never shortened, whatever the column's width. */
export function StatusBadge({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[state]} variant="light" tt="none" style={{ minWidth: 'max-content', flexShrink: 0 }}>
      {t(`review.state.${state}`)}
    </Badge>
  );
}
