import type { ReactNode } from 'react';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROFILE_CONTAINER_PX } from '../profile-container.ts';

/**
 * The frame of the profile pages: the card is 750 px wide (§9; narrower only on a narrower screen), as the profile
 * modal is, and a region named by the page's one `<h1>`, with an optional subline.
 */
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
    <Box px="md" py={{ base: 'xl', sm: 48 }}>
      <Paper
        component="section"
        aria-labelledby="profile-card-title"
        maw={PROFILE_CONTAINER_PX}
        mx="auto"
        withBorder
        shadow="sm"
        radius="md"
        p={{ base: 'lg', sm: 'xl' }}
      >
        <Title order={1} size="h2" id="profile-card-title">
          {t(titleKey)}
        </Title>
        {sublineKey && (
          <Text c="gray.7" tt="uppercase" fw={600} size="sm" mt={2}>
            {t(sublineKey)}
          </Text>
        )}
        <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>{children}</div>
      </Paper>
    </Box>
  );
}
