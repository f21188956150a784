import { useEffect, useRef } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTranslationCoverage } from '../api/get-translation-coverage.ts';
import { coverageLanguage } from '../components/coverage-language.ts';
import { CoverageLists } from '../components/coverage-lists.tsx';
import { CoverageTable } from '../components/coverage-table.tsx';
import { useOpenEditorKey } from '../editor-store.ts';
import { QueryState } from './query-state.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'translation.pages.coverage.title' };

/** Once the editor closes, the counts and lists are fetched again: a save there may have changed them. */
function useRefetchAfterEditor(refetch: () => unknown) {
  const openKey = useOpenEditorKey();
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && openKey === null) void refetch();
    wasOpen.current = openKey !== null;
  }, [openKey, refetch]);
}

/**
 * /translation/coverage (issue 15 item 6): per language the texts untranslated, identical to English and marked for
 * review; `?lang=` opens one language's lists, where a review mark can be cleared.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const selected = coverageLanguage(params.get('lang'), i18n.language);
  const coverage = useTranslationCoverage({ langId: selected ?? 'en' });
  useRefetchAfterEditor(coverage.refetch);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('translation.pages.coverage.title')}</Title>
        <Text c="gray.7">{t('translation.pages.coverage.intro')}</Text>
      </Stack>
      <QueryState isPending={coverage.isPending} error={coverage.error} />
      {coverage.data && (
        <Stack gap="xl" aria-busy={coverage.isPlaceholderData}>
          <CoverageTable coverage={coverage.data} selected={selected} />
          {selected === null && <Text c="gray.7">{t('translation.pages.coverage.choose')}</Text>}
          {selected !== null && !coverage.isPlaceholderData && (
            <CoverageLists key={selected} coverage={coverage.data} langId={selected} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
