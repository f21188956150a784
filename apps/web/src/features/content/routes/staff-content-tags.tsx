import '../staff-mantine-styles.ts';
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { staffPaths } from '../../../config/staff-paths.ts';
import { useContentTags } from '../api/get-content-tags.ts';
import { StaffPage } from '../../../components/staff-page.tsx';
import { StaffCardList } from '../components/staff-card-list.tsx';
import { StaffQueryState } from '../components/staff-query-state.tsx';
import { StaffTagDelete } from '../components/staff-tag-delete.tsx';
import { StaffTagForm } from '../components/staff-tag-form.tsx';
import type { StaffTag } from '../components/staff-tag-form.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'contentStaff.tags.title' };

type Dialog = { kind: 'edit'; tag: StaffTag | null } | { kind: 'delete'; tag: StaffTag } | null;

/** /{company}-admin/content/tags: the article tags (§2 "manage article tags") with their names and article counts. */
export function Component() {
  const { t, i18n } = useTranslation();
  const tags = useContentTags();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = tags.data?.tags ?? [];
  const nameOf = (tag: StaffTag) => tag.names[i18n.language as LanguageId] || tag.names.en || tag.slug;
  return (
    <StaffPage
      title={t('contentStaff.tags.title')}
      back={{ to: staffPaths.content, label: t('contentStaff.edit.back') }}
      actions={<Button onClick={() => setDialog({ kind: 'edit', tag: null })}>{t('contentStaff.tags.new')}</Button>}
    >
      <StaffQueryState
        isPending={tags.isPending}
        error={tags.error}
        empty={tags.data && list.length === 0}
        emptyKey="contentStaff.tags.empty"
        onRetry={() => void tags.refetch()}
      />
      <StaffCardList label={t('contentStaff.tags.title')} items={list} itemKey={(tag) => tag.slug}>
        {(tag) => (
          <Group justify="space-between" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {nameOf(tag)}
              </Text>
              <Text size="sm" c="gray.7" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {tag.slug}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                {t('contentStaff.tags.articles', { count: tag.articles })}
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => setDialog({ kind: 'edit', tag })}
                aria-label={t('contentStaff.tags.renameNamed', { name: nameOf(tag) })}
              >
                {t('contentStaff.tags.rename')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => setDialog({ kind: 'delete', tag })}
                aria-label={t('contentStaff.tags.deleteNamed', { name: nameOf(tag) })}
              >
                {t('contentStaff.tags.delete')}
              </Button>
            </Group>
          </Group>
        )}
      </StaffCardList>
      {dialog?.kind === 'edit' && <StaffTagForm tag={dialog.tag} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <StaffTagDelete tag={dialog.tag} name={nameOf(dialog.tag)} onClose={() => setDialog(null)} />
      )}
    </StaffPage>
  );
}
