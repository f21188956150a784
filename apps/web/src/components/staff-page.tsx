import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';

/** The frame of a staff screen (administration, content): the way back above the page's one `<h1>`, its actions beside it. */
export function StaffPage({
  title,
  back,
  actions,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="lg" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={back.to} size="sm" style={{ alignSelf: 'flex-start' }}>
          ← {back.label}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
