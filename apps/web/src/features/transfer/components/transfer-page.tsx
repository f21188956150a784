import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { staffPaths } from '../../../config/staff-paths.ts';

/** The frame of the import and export screens: the way back to the staff home above the page's one `<h1>`. */
export function TransferPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={staffPaths.home} size="sm">
          ← {t('transfer.backHome')}
        </Anchor>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text c="gray.7">{intro}</Text>
        {children}
      </Stack>
    </Container>
  );
}
