import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A lab's status (§3): A active, P pending; never shortened, whatever the room. */
export function LabStatusBadge({ status }: { status: 'A' | 'P' }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={status === 'A' ? 'green' : 'orange'}
      variant="light"
      tt="none"
      style={{ minWidth: 'max-content', flexShrink: 0 }}
    >
      {t(`admin.status.${status}`)}
    </Badge>
  );
}
