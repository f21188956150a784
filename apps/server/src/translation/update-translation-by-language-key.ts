import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { failures } from '../api/errors.ts';
import { saveTranslations } from './save-translations.ts';

/**
 * updateTranslationByLanguageKey (§7, issue 15 items 2–4): English needs viewEnglishtransBtn, else the whole call is
 * refused; the rest is one transaction (save-translations.ts).
 */
export const updateTranslationByLanguageKey: Handler<'updateTranslationByLanguageKey'> = async (payload, ctx) => {
  const { user } = signedIn(ctx);
  if (!user.viewEnglishTransBtn && payload.updatedTranslation.some((e) => e.langId === 'en'))
    throw failures.forbidden();
  return { data: await saveTranslations(ctx.db, user.id, payload.updatedTranslation, payload.confirmWarnings) };
};
