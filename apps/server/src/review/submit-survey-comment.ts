import { questionsOf } from '@labbench/contract';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, surveyComments, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';
import { surveyFailures } from '../commands/survey-responses.ts';

/**
 * A message in a question's thread (D39): staff writing one flag the question for the lab, the lab replies. The
 * response must be the named lab's and the question one of its definition; otherwise `notFound`.
 */
export const submitSurveyComment: Handler<'submitSurveyComment'> = async (payload, ctx) => {
  const caller = signedIn(ctx);
  const [response] = await ctx.db
    .select({ id: surveyResponses.id, definition: surveyDefinitions.definition })
    .from(surveyResponses)
    .innerJoin(labs, eq(labs.id, surveyResponses.labId))
    .innerJoin(
      surveyDefinitions,
      and(eq(surveyDefinitions.category, surveyResponses.category), eq(surveyDefinitions.round, surveyResponses.round)),
    )
    .where(and(eq(surveyResponses.id, payload.responseId), eq(labs.labCode, payload.labCode)));
  if (!response || !questionsOf(response.definition).some((q) => q.name === payload.code))
    throw surveyFailures.notFound();
  await ctx.db.insert(surveyComments).values({
    responseId: response.id,
    code: payload.code,
    authorId: caller.user.id,
    authorRole: caller.user.userType === 'internal' ? 'staff' : 'lab',
    text: payload.comment,
  });
  return { data: { status: 'Saved' } };
};
