import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldConflict } from '../record-conflict.ts';

/**
 * D58: the save was refused because someone else saved first. Their values are shown beside the user's, whose edits
 * stay in the form until they choose: keep theirs where they changed nothing and save again, or take theirs.
 */
export function ConflictNotice<K extends string>({
  conflicts,
  label,
  format,
  onKeepMine,
  onTakeTheirs,
}: {
  conflicts: FieldConflict<K>[];
  label: (field: K) => string;
  format: (field: K, value: unknown) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" role="alert" title={t('admin.conflict.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.errors.recordChanged')}</Text>
        {conflicts.length > 0 ? (
          <Stack component="ul" gap={4} m={0} pl="md">
            {conflicts.map((c) => (
              <Text component="li" key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {label(c.field)}:
                </Text>{' '}
                {t('admin.conflict.values', { theirs: format(c.field, c.theirs), mine: format(c.field, c.mine) })}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">{t('admin.conflict.noFieldChanged')}</Text>
        )}
        <Group gap="sm">
          <Button size="sm" onClick={onKeepMine}>
            {t('admin.conflict.keepMine')}
          </Button>
          <Button size="sm" variant="default" onClick={onTakeTheirs}>
            {t('admin.conflict.takeTheirs')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
