import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { currentLanguage } from '../../lib/locale-store.ts';
import { asContentLanguage } from './content-format.ts';

/** The visitor's language, following the language panel (the content is asked for in it). */
export function useContentLanguage(): LanguageId {
  const { i18n } = useTranslation();
  return asContentLanguage(i18n.language, currentLanguage());
}
