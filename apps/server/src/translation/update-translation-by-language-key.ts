import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { failures } from '../api/errors.ts';
import { textsCacheOf } from '../shared/texts-cache.ts';
import { saveTranslations } from './save-translations.ts';

/**
 * updateTranslationByLanguageKey (§7, issue 15 items 2–4): English needs viewEnglishtransBtn, else the whole call is
 * refused; the rest is one transaction (save-translations.ts). This process serves a saved text at once; the
 * others within the texts cache's check interval.
 */
export const updateTranslationByLanguageKey: Handler<'updateTranslationByLanguageKey'> = async (payload, ctx) => {
  const { user } = signedIn(ctx);
  if (!user.viewEnglishTransBtn && payload.updatedTranslation.some((e) => e.langId === 'en'))
    throw failures.forbidden();
  const data = await saveTranslations(ctx.db, user.id, payload.updatedTranslation, payload.confirmWarnings);
  if (data.status === 'Updated') textsCacheOf(ctx.db).expire();
  return { data };
};
