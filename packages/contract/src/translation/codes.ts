import { STRING_ERROR_CODES } from '../api/codes.ts';

/** Failures of the translation tool, by code and message key (translated by the web under `translation.errors.`). */
export const TRANSLATION_ERRORS = {
  /** The key has no English text (an interface text) or names no part of a survey definition. */
  notFound: { code: STRING_ERROR_CODES.notFound, message: 'translation.errors.notFound' },
} as const;
