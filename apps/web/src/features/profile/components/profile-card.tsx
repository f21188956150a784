import type { ReactNode } from 'react';
import { Container, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The frame of the profile pages: 750 px wide (§9), the page's one `<h1>` and an optional subline. */
export function ProfileCard({
  titleKey,
  sublineKey,
  children,
}: {
  titleKey: string;
  sublineKey?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size={750} px="md" py={{ base: 'xl', sm: 48 }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Title order={1} size="h2">
          {t(titleKey)}
        </Title>
        {sublineKey && (
          <Text c="gray.7" tt="uppercase" fw={600} size="sm" mt={2}>
            {t(sublineKey)}
          </Text>
        )}
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{children}</div>
      </Paper>
    </Container>
  );
}
