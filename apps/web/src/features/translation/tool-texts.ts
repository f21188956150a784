import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Vars = Record<string, string | number>;

/**
 * The translation tool's own texts, never marked: its pens and dialogs are not edited in place (the glossary offers
 * their keys), and their accessible names stay free of invisible characters.
 */
export function useToolTexts(): (key: string, vars?: Vars) => string {
  const { t } = useTranslation();
  return useCallback((key: string, vars?: Vars) => t(key, { ...vars, postProcess: [] }), [t]);
}
