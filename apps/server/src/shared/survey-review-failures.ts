import { STRING_ERROR_CODES } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** Business failures of the survey and review calls; message keys live under `errors.` in the translation files. */
export const surveyReviewFailures = {
  /** A response or question that is not there, or not the named lab's (the same answer, so nothing leaks). */
  notFound: () => new ApiFailure(404, { code: STRING_ERROR_CODES.notFound, message: 'errors.notFound' }),
  /** The action does not fit the response's state (not submitted, or still processing). */
  invalidState: () => new ApiFailure(409, { code: STRING_ERROR_CODES.invalidState, message: 'errors.invalidState' }),
};
