import type { Handler } from '../api/handler.ts';
import { failures } from '../api/errors.ts';

/** Skeleton: built by the translation-tool work of issue 15. */
export const markTranslationReviewed: Handler<'markTranslationReviewed'> = () => {
  throw failures.internal();
};
