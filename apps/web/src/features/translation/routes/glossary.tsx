import { useDeferredValue, useMemo, useState } from 'react';
import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslationGlossary } from '../api/get-translation-glossary.ts';
import { AUTO_OPEN_LIMIT, filterGlossary, keyCount } from '../components/glossary-filter.ts';
import { GlossarySectionView, sectionAnchor } from '../components/glossary-section.tsx';
import { ownText, useStoredTexts } from '../components/glossary-texts.ts';
import glossaryClasses from '../components/glossary.module.css';
import { QueryState } from './query-state.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'translation.pages.glossary.title' };

/**
 * /translation/glossary (§2 translation glossary, issue 15 item 5): every text key by section and group, where it
 * appears, its text in the translator's language, and a button into the editor. A page rather than the spec's
 * modal (D67): it is long, and an address lets a translator come back to it.
 */
export function Component() {
  const { t, i18n } = useStoredTexts();
  const glossary = useTranslationGlossary();
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const lang = i18n.language;

  const sections = useMemo(() => {
    const textsOf = (key: string) =>
      [ownText(i18n, lang, key), ownText(i18n, 'en', key)].filter((x): x is string => x !== undefined);
    return glossary.data ? filterGlossary(glossary.data.sections, search, textsOf) : [];
  }, [glossary.data, search, i18n, lang]);
  const found = keyCount(sections);
  const searching = search.trim() !== '';
  const openAll = searching && found <= AUTO_OPEN_LIMIT;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('translation.pages.glossary.title')}</Title>
        <Text c="gray.7">{t('translation.pages.glossary.intro')}</Text>
      </Stack>
      <QueryState isPending={glossary.isPending} error={glossary.error} />
      {glossary.data && (
        <>
          <TextInput
            type="search"
            label={t('translation.pages.glossary.search')}
            description={t('translation.pages.glossary.searchHint')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            maw={480}
          />
          <Text size="sm" c="gray.7" aria-live="polite">
            {searching
              ? t('translation.pages.glossary.found', { number: found })
              : t('translation.pages.glossary.total', { number: found })}
            {searching && found > AUTO_OPEN_LIMIT && ` ${t('translation.pages.glossary.openGroups')}`}
          </Text>
          {sections.length > 1 && (
            <nav aria-label={t('translation.pages.glossary.sections')}>
              <ul className={glossaryClasses.toc}>
                {sections.map((s) => (
                  <li key={s.id}>
                    <Anchor href={`#${sectionAnchor(s.id)}`}>{t(`glossary.sections.${s.id}`)}</Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {sections.map((section) => (
            <GlossarySectionView
              key={openAll ? `${section.id}:${search}` : section.id}
              section={section}
              openAll={openAll}
            />
          ))}
        </>
      )}
    </Stack>
  );
}
