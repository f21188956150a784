import type { translationRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { getTranslationCoverage } from './get-translation-coverage.ts';
import { getTranslationGlossary } from './get-translation-glossary.ts';
import { getTranslationLog } from './get-translation-log.ts';
import { getValueByLanguageKey } from './get-value-by-language-key.ts';
import { markTranslationReviewed } from './mark-translation-reviewed.ts';
import { updateTranslationByLanguageKey } from './update-translation-by-language-key.ts';

/** The translation tool's handlers: a request of `translationRequests` without one here does not compile. */
export const translationHandlers = {
  getValueByLanguageKey,
  updateTranslationByLanguageKey,
  getTranslationLog,
  getTranslationGlossary,
  getTranslationCoverage,
  markTranslationReviewed,
} satisfies { [N in keyof typeof translationRequests]: Handler<N> };
