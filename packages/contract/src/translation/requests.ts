import { define } from '../api/request-definition.ts';
import {
  getTranslationCoveragePayload,
  getTranslationCoverageResponse,
  getTranslationGlossaryPayload,
  getTranslationGlossaryResponse,
  getTranslationLogPayload,
  getTranslationLogResponse,
  getValueByLanguageKeyPayload,
  getValueByLanguageKeyResponse,
  markTranslationReviewedPayload,
  markTranslationReviewedResponse,
  updateTranslationByLanguageKeyPayload,
  updateTranslationByLanguageKeyResponse,
} from './schemas.ts';

// The package's index exports this file: the schemas and rules come with it.
export * from './schemas.ts';
export * from './text-keys.ts';
export * from './text-width.ts';
export * from './plural-forms.ts';
export * from './terminology.ts';
export * from './translation-checks.ts';
export * from './glossary-sections.ts';
export * from './codes.ts';

/** The translation tool (issue 15, §7): users with permission LT only (D67); English needs viewEnglishtransBtn too. */
export const translationRequests = {
  getValueByLanguageKey: define({
    payload: getValueByLanguageKeyPayload,
    response: getValueByLanguageKeyResponse,
    access: 'translator',
  }),
  updateTranslationByLanguageKey: define({
    payload: updateTranslationByLanguageKeyPayload,
    response: updateTranslationByLanguageKeyResponse,
    access: 'translator',
  }),
  getTranslationLog: define({
    payload: getTranslationLogPayload,
    response: getTranslationLogResponse,
    access: 'translator',
  }),
  getTranslationGlossary: define({
    payload: getTranslationGlossaryPayload,
    response: getTranslationGlossaryResponse,
    access: 'translator',
  }),
  getTranslationCoverage: define({
    payload: getTranslationCoveragePayload,
    response: getTranslationCoverageResponse,
    access: 'translator',
  }),
  markTranslationReviewed: define({
    payload: markTranslationReviewedPayload,
    response: markTranslationReviewedResponse,
    access: 'translator',
  }),
};
