import type { Handler } from '../api/handler.ts';
import { failures } from '../api/errors.ts';

/** Not built yet: replaced by the survey work of issue 8. */
export const labDetails: Handler<'labDetails'> = () => {
  throw failures.internal();
};
