import '../staff-mantine-styles.ts';
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';
import { StaffContributorForm } from '../components/staff-contributor-form.tsx';
import { StaffPage } from '../../../components/staff-page.tsx';
import { StaffCardList } from '../components/staff-card-list.tsx';
import { StaffQueryState } from '../components/staff-query-state.tsx';
import { useStaffContributors } from '../staff-contributors-query.ts';
import type { StaffContributor } from '../staff-contributors-query.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'contentStaff.contributors.title' };

/** /{company}-admin/content/contributors: the people articles name, with their role and bio per language. */
export function Component() {
  const { t } = useTranslation();
  const { contributors, isPending, error, refetch } = useStaffContributors();
  const [editing, setEditing] = useState<{ contributor: StaffContributor | null } | null>(null);
  return (
    <StaffPage
      title={t('contentStaff.contributors.title')}
      back={{ to: staffPaths.content, label: t('contentStaff.edit.back') }}
      actions={<Button onClick={() => setEditing({ contributor: null })}>{t('contentStaff.contributors.new')}</Button>}
    >
      <StaffQueryState
        isPending={isPending}
        error={error}
        empty={contributors?.length === 0}
        emptyKey="contentStaff.contributors.empty"
        onRetry={refetch}
      />
      <StaffCardList label={t('contentStaff.contributors.title')} items={contributors} itemKey={(c) => c.id}>
        {(c) => (
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {c.name}
              </Text>
              {c.role.en && (
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {c.role.en}
                </Text>
              )}
            </Stack>
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                {t('contentStaff.contributors.articles', { count: c.articles })}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing({ contributor: c })}
                aria-label={t('contentStaff.contributors.editNamed', { name: c.name })}
              >
                {t('contentStaff.contributors.edit')}
              </Button>
            </Group>
          </Group>
        )}
      </StaffCardList>
      {editing && <StaffContributorForm contributor={editing.contributor} onClose={() => setEditing(null)} />}
    </StaffPage>
  );
}
