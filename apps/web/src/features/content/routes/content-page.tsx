import { Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUNTRIES_WITH_OWN_PAGES, PAGE_PATHS } from '@labbench/contract/constants';
import type { PageType } from '@labbench/contract';
import { currentCountry } from '../../../lib/locale-store.ts';
import { useContentPage } from '../api/get-content-page.ts';
import { LazyContactForm } from '../components/lazy-contact-form.tsx';
import { ContentFrame } from '../components/content-frame.tsx';
import { ContentQueryState } from '../components/content-query-state.tsx';
import { LanguageNotice } from '../components/language-notice.tsx';
import { LazyMarkdownView } from '../components/lazy-markdown-view.tsx';
import { formatContentDate } from '../content-format.ts';
import { useContentLanguage } from '../use-content-language.ts';
import classes from '../components/content.module.css';

/** Legal texts differ by country (§2): the visitor's country is sent for these, so DE and IT get their own. */
const BY_COUNTRY: readonly PageType[] = ['privacy', 'termsofuse', 'impressum'];

function pageTypeOf(pathname: string): PageType {
  const path = pathname.replace(/\/+$/, '');
  const found = Object.entries(PAGE_PATHS).find(([, p]) => p === path);
  return (found?.[0] ?? 'aboutus') as PageType;
}

/** A country with its own legal texts, else none: every other country reads the general text. */
function ownPagesCountry(pageType: PageType): string | undefined {
  const country = currentCountry();
  const own = (COUNTRIES_WITH_OWN_PAGES as readonly string[]).includes(country);
  return BY_COUNTRY.includes(pageType) && own ? country : undefined;
}

/** /aboutus, /community, /contact-us, /privacy, /termsofuse, /impressum: a page by type, written by staff. */
export function Component() {
  const { t, i18n } = useTranslation();
  const lang = useContentLanguage();
  const pageType = pageTypeOf(useLocation().pathname);
  const query = useContentPage({ lang, pageType, country: ownPagesCountry(pageType) });
  const page = query.data?.page;
  const fallbackTitle = t(`content.tabTitles.${PAGE_PATHS[pageType].slice(1)}`);
  return (
    <ContentFrame trail={[{ label: t('content.home'), to: '/home' }]} current={page?.title ?? fallbackTitle}>
      <ContentQueryState
        isPending={query.isPending}
        error={query.error}
        missing={query.data?.page === null && pageType !== 'contact'}
        missingKey="content.notFound.page"
        back={{ to: '/home', label: t('content.backHome') }}
        onRetry={() => void query.refetch()}
      />
      {page && (
        <Stack component="article" gap="md" aria-labelledby="content-page-title">
          <Title order={1} id="content-page-title" className={classes.title}>
            {page.title}
          </Title>
          <LanguageNotice wanted={lang} shown={page.language} kind="page" />
          <Text size="sm" c="gray.7">
            {t('content.updated', { date: formatContentDate(page.updatedAt, i18n.language) })}
          </Text>
          <LazyMarkdownView markdown={page.body} lang={page.language} />
        </Stack>
      )}
      {pageType === 'contact' && !query.isPending && <LazyContactForm />}
    </ContentFrame>
  );
}
