import { Tabs, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_IDS, languageTag } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { languageName } from './staff-version-badges.tsx';

export type VersionState = 'published' | 'draft' | 'none';

const MARK: Record<VersionState, { symbol: string; color: string }> = {
  published: { symbol: '●', color: 'var(--mantine-color-green-9)' },
  draft: { symbol: '○', color: 'var(--mantine-color-gray-7)' },
  none: { symbol: '', color: 'inherit' },
};

/** A tab per language: whether it has a version, whether that is published, and whether it was edited here. */
export function StaffLanguageTabs({
  value,
  onChange,
  stateOf,
  edited,
}: {
  value: LanguageId;
  onChange: (lang: LanguageId) => void;
  stateOf: (lang: LanguageId) => VersionState;
  edited: (lang: LanguageId) => boolean;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        const lang = LANGUAGE_IDS.find((l) => l === next);
        if (lang) onChange(lang);
      }}
      variant="outline"
      keepMounted={false}
    >
      <Tabs.List aria-label={t('contentStaff.edit.languages')}>
        {LANGUAGE_IDS.map((lang) => {
          const state = stateOf(lang);
          return (
            <Tabs.Tab key={lang} value={lang} lang={languageTag(lang)} data-state={state} px="xs">
              {languageName(lang)}
              {state !== 'none' && (
                <span aria-hidden="true" style={{ color: MARK[state].color, marginInlineStart: 4 }}>
                  {MARK[state].symbol}
                </span>
              )}
              {edited(lang) && <span aria-hidden="true"> *</span>}
              <VisuallyHidden>
                {` (${t(`contentStaff.state.${state}`)}${edited(lang) ? `, ${t('contentStaff.state.edited')}` : ''})`}
              </VisuallyHidden>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}
