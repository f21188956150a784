import type { Handler } from '../api/handler.ts';
import { failures } from '../api/errors.ts';

/** Skeleton: built by the translation-tool work of issue 15. */
export const getTranslationLog: Handler<'getTranslationLog'> = () => {
  throw failures.internal();
};
