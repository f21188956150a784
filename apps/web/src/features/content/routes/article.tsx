import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SLUG_PATTERN, contentPaths, languageTag } from '@labbench/contract/constants';
import { useContentArticle } from '../api/get-content-article.ts';
import { ContentFrame } from '../components/content-frame.tsx';
import { ContentQueryState } from '../components/content-query-state.tsx';
import { LanguageNotice } from '../components/language-notice.tsx';
import { LazyMarkdownView } from '../components/lazy-markdown-view.tsx';
import { TagLinks } from '../components/tag-links.tsx';
import { formatContentDate } from '../content-format.ts';
import { sectionOfPath, sectionTitleKey } from '../content-sections.ts';
import { useContentLanguage } from '../use-content-language.ts';
import classes from '../components/content.module.css';

/** The browser tab names the section (the article's own title goes into the server's page head). */
export const handle = { titleKey: 'content.article.tabTitle' };

/** /thought-leadership/:slug, /get-inspired/insights/:slug: one article in the visitor's language, else English. */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = useContentLanguage();
  const section = sectionOfPath(useLocation().pathname) ?? 'thought-leadership';
  const slug = useParams().slug ?? '';
  const validSlug = SLUG_PATTERN.test(slug);
  const query = useContentArticle({ lang, section, slug }, validSlug);
  const article = validSlug ? query.data?.article : undefined;
  const sectionTitle = t(sectionTitleKey(section));
  const list = { to: contentPaths.section(section), label: t('content.backToList', { list: sectionTitle }) };
  return (
    <ContentFrame
      trail={[
        { label: t('content.home'), to: '/home' },
        { label: sectionTitle, to: list.to },
      ]}
      current={article?.title ?? t('content.article.tabTitle')}
    >
      <ContentQueryState
        isPending={validSlug && query.isPending}
        error={validSlug ? query.error : null}
        missing={!validSlug}
        missingKey="content.notFound.article"
        back={list}
        onRetry={() => void query.refetch()}
      />
      {article && (
        <Stack component="article" gap="md" aria-labelledby="article-title">
          <LanguageNotice wanted={lang} shown={article.language} kind="article" />
          <Stack gap={6} lang={languageTag(article.language)}>
            <Title order={1} id="article-title" className={classes.title}>
              {article.title}
            </Title>
            {article.summary && (
              <Text size="lg" c="gray.8">
                {article.summary}
              </Text>
            )}
          </Stack>
          <Text size="sm" c="gray.7">
            {t('content.article.published')}{' '}
            <time dateTime={article.publishedAt}>{formatContentDate(article.publishedAt, i18n.language)}</time>
          </Text>
          {article.contributors.length > 0 && (
            <Text size="sm" c="gray.7">
              {t('content.article.by', { names: article.contributors.map((c) => c.name).join(', ') })}
            </Text>
          )}
          <TagLinks tags={article.tags} />
          <LazyMarkdownView markdown={article.body} lang={article.language} />
          {article.contributors.some((c) => c.bio) && (
            <Stack component="section" gap="xs" aria-labelledby="article-contributors">
              <Title order={2} size="h4" id="article-contributors">
                {t('content.article.aboutContributors')}
              </Title>
              {article.contributors.map((c) => (
                <Text key={c.id} size="sm">
                  <strong>{c.name}</strong>
                  {c.role && `, ${c.role}`}
                  {c.bio && ` — ${c.bio}`}
                </Text>
              ))}
              <Anchor component={Link} to={contentPaths.contributors} size="sm">
                {t('content.contributors.title')}
              </Anchor>
            </Stack>
          )}
        </Stack>
      )}
    </ContentFrame>
  );
}
