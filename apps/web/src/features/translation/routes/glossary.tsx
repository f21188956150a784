import { useDeferredValue, useMemo, useState } from 'react';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslationGlossary } from '../api/get-translation-glossary.ts';
import { AUTO_OPEN_LIMIT, filterGlossary, keyCount } from '../components/glossary-filter.ts';
import { GlossarySectionView } from '../components/glossary-section.tsx';
import { ownText, useStoredTexts } from '../components/glossary-texts.ts';
import { QueryState } from './query-state.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'translation.pages.glossary.title' };

/** Which sections are open: none at first, every one that has a match while searching. */
function useOpenSections(search: string, sectionIds: readonly string[]) {
  const [state, setState] = useState({ search: '', open: new Set<string>() });
  // A new search decides afresh (state derived during render, as React recommends for a reset on a prop change).
  if (state.search !== search) setState({ search, open: new Set(search.trim() ? sectionIds : []) });
  const toggle = (id: string) =>
    setState((now) => {
      const open = new Set(now.open);
      if (!open.delete(id)) open.add(id);
      return { ...now, open };
    });
  return { isOpen: (id: string) => state.open.has(id), toggle };
}

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
  const openGroups = searching && found <= AUTO_OPEN_LIMIT;
  const sectionsOpen = useOpenSections(
    search,
    sections.map((s) => s.id),
  );

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
            {searching && !openGroups && found > 0 && ` ${t('translation.pages.glossary.openGroups')}`}
          </Text>
          <div>
            {sections.map((section) => (
              <GlossarySectionView
                key={openGroups ? `${section.id}:${search}` : section.id}
                section={section}
                open={sectionsOpen.isOpen(section.id)}
                onToggle={() => sectionsOpen.toggle(section.id)}
                openGroups={openGroups}
              />
            ))}
          </div>
        </>
      )}
    </Stack>
  );
}
