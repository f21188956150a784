import type { ReactNode } from 'react';
import { Container, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The frame of a single-form screen (password, registration, profile): one card with the page's one `<h1>`. */
export function PageCard({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size={520} px="md" py={{ base: 'xl', sm: 56 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h2" mb="xs">
          {t(titleKey)}
        </Title>
        {children}
      </Paper>
    </Container>
  );
}
