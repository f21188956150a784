import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContentContributors } from '../api/get-content-contributors.ts';
import { ContentFrame } from '../components/content-frame.tsx';
import { ContentQueryState } from '../components/content-query-state.tsx';
import { useContentLanguage } from '../use-content-language.ts';
import classes from '../components/content.module.css';

export const handle = { titleKey: 'content.contributors.title' };

/** /get-inspired/contributors: who writes the articles, with role, bio and number of articles. */
export function Component() {
  const { t } = useTranslation();
  const query = useContentContributors(useContentLanguage());
  const contributors = query.data?.contributors ?? [];
  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={t('content.contributors.title')}>
      <Title order={1}>{t('content.contributors.title')}</Title>
      <ContentQueryState
        isPending={query.isPending}
        error={query.error}
        missing={query.data !== undefined && contributors.length === 0}
        missingKey="content.contributors.none"
        back={{ to: '/home', label: t('content.backHome') }}
        onRetry={() => void query.refetch()}
      />
      {contributors.map((contributor) => (
        <Stack key={contributor.id} component="section" gap={4} className={classes.card}>
          <Title order={2} size="h4" className={classes.title}>
            {contributor.name}
          </Title>
          {contributor.role && <Text c="gray.7">{contributor.role}</Text>}
          {contributor.bio && <Text size="sm">{contributor.bio}</Text>}
          <Text size="sm" c="gray.7">
            {t('content.contributors.articles', { count: contributor.articles })}
          </Text>
        </Stack>
      ))}
    </ContentFrame>
  );
}
