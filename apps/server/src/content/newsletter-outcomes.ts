import { STRING_ERROR_CODES } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** A confirmation or unsubscribe link that is unknown, used or expired: one answer for all (an outcome, HTTP 200). */
export const newsletterLinkInvalid = () =>
  new ApiFailure(200, { code: STRING_ERROR_CODES.newsletterLinkInvalid, message: 'newsletter.linkInvalid' });
