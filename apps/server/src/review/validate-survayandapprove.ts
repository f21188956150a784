import type { Handler } from '../api/handler.ts';
import { failures } from '../api/errors.ts';

/** Not built yet: replaced by the review work of issue 8. */
export const validateSurvayandapprove: Handler<'validateSurvayandapprove'> = () => {
  throw failures.internal();
};
