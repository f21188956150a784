import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminLabListItem } from '@labbench/contract';
import { LabStatusBadge } from './status-badge.tsx';

const WRAP = { overflowWrap: 'anywhere' } as const;

/**
 * One page of labs, a row each: the name leads to the lab; code, country, status and users beside it on a wide
 * screen, under it on a phone (the rows wrap, the page never scrolls sideways).
 */
export function LabResults({
  labs,
  linkTo,
  action,
}: {
  labs: AdminLabListItem[];
  linkTo: (labId: string) => string;
  action?: (lab: AdminLabListItem) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.labs.results')}>
      {labs.map((lab) => (
        <Paper key={lab.labId} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={linkTo(lab.labId)} fw={600} style={WRAP}>
                {lab.labName}
              </Anchor>
              {(lab.labNameInLocalLang || lab.labBranchName) && (
                <Text size="sm" c="gray.7" style={WRAP}>
                  {[lab.labNameInLocalLang, lab.labBranchName].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
            <Group gap="sm" wrap="wrap" style={{ flex: '1 1 18rem' }} justify="flex-end">
              <Text size="sm" ff="monospace" style={WRAP}>
                {lab.labCode ?? '—'}
              </Text>
              <Text size="sm" style={WRAP}>
                {t(`countries.${lab.countryCode}`, { defaultValue: lab.countryCode })}
                {lab.state ? ` · ${lab.state}` : ''}
              </Text>
              <LabStatusBadge status={lab.status} />
              <Text size="sm" c="gray.7">
                {t('admin.labs.userCount', { n: lab.users })}
              </Text>
              {action?.(lab)}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
