import { and, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { translationReviews } from '../db/schema/index.ts';

/** markTranslationReviewed (issue 15 item 6): closes the key's open review mark; already closed or none is fine. */
export const markTranslationReviewed: Handler<'markTranslationReviewed'> = async ({ langId, translateKey }, ctx) => {
  const { user } = signedIn(ctx);
  await ctx.db
    .update(translationReviews)
    .set({ reviewedBy: user.id, reviewedAt: new Date() })
    .where(
      and(
        eq(translationReviews.langId, langId),
        eq(translationReviews.translateKey, translateKey),
        isNull(translationReviews.reviewedAt),
      ),
    );
  return { data: { status: 'Reviewed' } };
};
