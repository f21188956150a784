import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentPaths, languageTag } from '@labbench/contract/constants';
import type { ArticleSummary } from '@labbench/contract';
import { formatContentDate } from '../content-format.ts';
import { TagLinks } from './tag-links.tsx';
import classes from './content.module.css';

/** An article in a list: its title (the link), date, contributors, summary and topics. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t, i18n } = useTranslation();
  const names = article.contributors.map((c) => c.name).join(', ');
  return (
    <Stack component="article" gap={6} className={classes.card} lang={languageTag(article.language)}>
      <Title order={2} size="h3" className={classes.title}>
        <Anchor
          component={Link}
          to={contentPaths.article(article.section, article.slug)}
          className={classes.cardTitle}
          inherit
        >
          {article.title}
        </Anchor>
      </Title>
      <Text size="sm" c="gray.7" lang={languageTag(i18n.language)}>
        <time dateTime={article.publishedAt}>{formatContentDate(article.publishedAt, i18n.language)}</time>
        {names && ` · ${t('content.article.by', { names })}`}
      </Text>
      {article.summary && <Text>{article.summary}</Text>}
      <TagLinks tags={article.tags} />
    </Stack>
  );
}
