import type { PayloadOf } from '@labbench/contract';

/** Payloads of the translation tool for the access walk: a translator's own language and a header text. */
export const translationPayloads = {
  getValueByLanguageKey: () => ({ languageKey: 'header.translateToggle' }),
  updateTranslationByLanguageKey: () => ({
    updatedTranslation: [
      { langId: 'ja' as const, translateKey: 'zzAccessWalk.text', translation: 'テスト', previous: null },
    ],
  }),
  getTranslationLog: () => ({ languageKey: 'header.translateToggle', langId: 'ja' as const }),
  getTranslationGlossary: () => null,
  getTranslationCoverage: () => ({ langId: 'th' as const }),
  markTranslationReviewed: () => ({ langId: 'th' as const, translateKey: 'header.translateToggle' }),
} satisfies {
  [
    N in
      | 'getValueByLanguageKey'
      | 'updateTranslationByLanguageKey'
      | 'getTranslationLog'
      | 'getTranslationGlossary'
      | 'getTranslationCoverage'
      | 'markTranslationReviewed'
  ]: () => PayloadOf<N>;
};
