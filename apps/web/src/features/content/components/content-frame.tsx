import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Container, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.css';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import classes from './content.module.css';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * The frame of every content screen: the way back (a breadcrumb trail ending at the current page), then the page.
 * One width for reading; the padding narrows on a phone; at least a screen tall, so the footer never moves into view.
 */
export function ContentFrame({ trail, current, children }: { trail: Crumb[]; current: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" className={classes.frame} py={{ base: 'md', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <nav aria-label={t('content.breadcrumb')}>
          <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
            {trail.map((crumb) => (
              <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
                {crumb.label}
              </Anchor>
            ))}
            <Text size="sm" c="gray.7" aria-current="page" lineClamp={1}>
              {current}
            </Text>
          </Breadcrumbs>
        </nav>
        {children}
      </Stack>
    </Container>
  );
}
