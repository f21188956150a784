import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Staff validation of a response: pending, accepted (A) or rejected (R). */
export function StatusBadge({ status }: { status: 'A' | 'R' | null }) {
  const { t } = useTranslation();
  const key = status ?? 'pending';
  const color = { A: 'green', R: 'red', pending: 'gray' }[key];
  return (
    <Badge color={color} variant="light" tt="none">
      {t(`review.status.${key}`)}
    </Badge>
  );
}
