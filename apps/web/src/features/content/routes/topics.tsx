import { Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentPaths } from '@labbench/contract/constants';
import { useTopics } from '../api/search-by-topic.ts';
import { ContentFrame } from '../components/content-frame.tsx';
import { ContentQueryState } from '../components/content-query-state.tsx';
import { useContentLanguage } from '../use-content-language.ts';
import classes from '../components/content.module.css';

export const handle = { titleKey: 'content.topics.title' };

/** /topics: every topic of the published articles, named in the visitor's language, with its number of articles. */
export function Component() {
  const { t } = useTranslation();
  const query = useTopics(useContentLanguage());
  const tags = query.data?.tags ?? [];
  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={t('content.topics.title')}>
      <Title order={1}>{t('content.topics.title')}</Title>
      <Text>{t('content.topics.intro')}</Text>
      <ContentQueryState
        isPending={query.isPending}
        error={query.error}
        missing={query.data !== undefined && tags.length === 0}
        missingKey="content.topics.none"
        back={{ to: '/home', label: t('content.backHome') }}
        onRetry={() => void query.refetch()}
      />
      {tags.length > 0 && (
        <Group component="ul" gap="sm" className={classes.plainList}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={contentPaths.topic(tag.slug)} className={classes.tag}>
                {t('content.topics.tagWithCount', { name: tag.name, count: tag.articles })}
              </Link>
            </li>
          ))}
        </Group>
      )}
    </ContentFrame>
  );
}
