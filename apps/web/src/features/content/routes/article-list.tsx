import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGE_SIZE, SLUG_PATTERN, contentPaths } from '@labbench/contract/constants';
import { useContentArticles } from '../api/get-content-articles.ts';
import { ArticleCard } from '../components/article-card.tsx';
import { ContentFrame } from '../components/content-frame.tsx';
import { ContentQueryState } from '../components/content-query-state.tsx';
import { pageParam } from '../content-format.ts';
import { sectionOfPath, sectionTitleKey } from '../content-sections.ts';
import { useContentLanguage } from '../use-content-language.ts';
import classes from '../components/content.module.css';

/**
 * /thought-leadership, /get-inspired/insights (a section) and /topics/:tag (a topic): the published articles, newest
 * first, 10 a page (`?page=`).
 */
export function Component() {
  const { t } = useTranslation();
  const lang = useContentLanguage();
  const tag = useParams().tag;
  const { pathname } = useLocation();
  const section = tag === undefined ? (sectionOfPath(pathname) ?? 'thought-leadership') : undefined;
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const validTag = tag === undefined || SLUG_PATTERN.test(tag);
  const query = useContentArticles({ lang, section, tag, page }, validTag);
  const data = validTag ? query.data : undefined;
  const tagName = data?.items.flatMap((a) => a.tags).find((x) => x.slug === tag)?.name ?? tag;
  const title = section ? t(sectionTitleKey(section)) : t('content.list.topicTitle', { topic: tagName });
  const trail = [{ label: t('content.home'), to: '/home' }];
  if (tag !== undefined) trail.push({ label: t('content.topics.title'), to: contentPaths.topics });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.pageSize || CONTENT_PAGE_SIZE))) : 1;
  return (
    <ContentFrame trail={trail} current={title}>
      <Title order={1} className={classes.title}>
        {title}
      </Title>
      <ContentQueryState
        isPending={validTag && query.isPending}
        error={validTag ? query.error : null}
        missing={!validTag || data?.total === 0}
        missingKey={tag === undefined ? 'content.notFound.section' : 'content.notFound.topic'}
        back={
          tag === undefined
            ? { to: '/home', label: t('content.backHome') }
            : { to: contentPaths.topics, label: t('content.topics.back') }
        }
        onRetry={() => void query.refetch()}
      />
      {data && data.total > 0 && (
        <Stack gap="lg">
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('content.list.total', { count: data.total })}
          </Text>
          {data.items.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
          {pageCount > 1 && (
            <Group justify="center">
              <Pagination
                total={pageCount}
                value={page}
                onChange={(next) => setParams({ page: String(next) })}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({ 'aria-label': t(`content.pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('content.pagination.page', { page: item }) })}
              />
            </Group>
          )}
        </Stack>
      )}
    </ContentFrame>
  );
}
