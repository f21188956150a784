import { TRANSLATION_ERRORS } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** The failures of the translation tool (contract `TRANSLATION_ERRORS`). */
export const translationFailures = {
  /** A key with no English text, or a survey text the definition does not have: nothing to translate. */
  notFound: () => new ApiFailure(404, { ...TRANSLATION_ERRORS.notFound }),
};
