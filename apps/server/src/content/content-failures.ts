import { STRING_ERROR_CODES } from '@labbench/contract';
import type { FieldError } from '@labbench/contract';
import { ApiFailure } from '../api/errors.ts';

/** The content area's failures; message keys are translated by the web (`errors.`, `validation.`). */
export const contentFailures = {
  /** An unknown or unpublished article, or an item, version or tag that is not there: one answer for all. */
  notFound: () => new ApiFailure(404, { code: STRING_ERROR_CODES.notFound, message: 'errors.notFound' }),
  /** Another item already has this article slug (within the section) or this page (type and country). */
  conflict: (field: FieldError) =>
    new ApiFailure(409, {
      code: STRING_ERROR_CODES.contentConflict,
      message: 'errors.contentConflict',
      fields: [field],
    }),
  /** Tags or contributors that do not exist: the editor's list is out of date. */
  unknownReferences: (fields: FieldError[]) =>
    new ApiFailure(400, { code: STRING_ERROR_CODES.invalidPayload, message: 'errors.invalidRequest', fields }),
};
