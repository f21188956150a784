import { PROCESSING_OVERDUE_MINUTES, SURVEY_CATEGORIES } from '@labbench/contract';
import type { ResponseOf, SurveyCategory } from '@labbench/contract';
import { and, count, countDistinct, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import type { Database } from '../db/client.ts';
import { labs, surveyAnswers, surveyComments, surveyDefinitions, surveyResponses } from '../db/schema/index.ts';

type CategoryFigures = ResponseOf<'getStaffHome'>['categories'][number];
type Counts = Omit<CategoryFigures, 'category' | 'round' | 'closed'>;

const NONE: Counts = {
  awaitingValidation: 0,
  withFailedChecks: 0,
  returned: 0,
  questionsForLabs: 0,
  repliesForStaff: 0,
  processingFailed: 0,
  notStarted: 0,
};

/** Each category's current round (its latest, D36) as a subquery, with whether it is closed. */
function currentRounds(db: Database) {
  return db
    .selectDistinctOn([surveyDefinitions.category], {
      category: surveyDefinitions.category,
      round: surveyDefinitions.round,
      closedAt: surveyDefinitions.closedAt,
    })
    .from(surveyDefinitions)
    .orderBy(surveyDefinitions.category, desc(surveyDefinitions.round))
    .as('current_round');
}

/** A lab (aliased or not) that staff have not deleted. */
const liveLab = isNull(labs.archivedAt);

/** The response has an answer, or was submitted: the lab has started it. */
const started = (response: typeof surveyResponses) =>
  sql`(${response.status} = 'A' or exists (select 1 from ${surveyAnswers} where ${surveyAnswers.responseId} = ${response.id}))`;

/**
 * What needs attention in each category's current round (issue 14 item 1, D64), counted in SQL: submitted responses
 * awaiting validation, returned ones, open questions both ways, stuck processing, and labs expected but not started.
 */
export const getStaffHome: Handler<'getStaffHome'> = async (_payload, { db }) => {
  const current = currentRounds(db);
  const rounds = await db.select().from(current);
  const inCurrentRound = and(eq(surveyResponses.category, current.category), eq(surveyResponses.round, current.round));

  const overdue = sql`now() - make_interval(mins => ${PROCESSING_OVERDUE_MINUTES})`;
  const lastStaffEdit = sql`(select max(edited_at) from survey_answer_edits e where e.response_id = ${surveyResponses.id})`;
  const awaiting = sql`${surveyResponses.status} = 'A' and ${surveyResponses.surveyStatus} is null`;
  const responsesQuery = db
    .select({
      category: surveyResponses.category,
      awaitingValidation: count(sql`case when ${awaiting} then 1 end`),
      withFailedChecks: count(
        sql`case when ${awaiting} and ${surveyResponses.processState} = 'done'
          and jsonb_array_length(${surveyResponses.failedChecks}) > 0 then 1 end`,
      ),
      returned: count(
        sql`case when ${surveyResponses.status} = 'P' and ${surveyResponses.returnedAt} is not null
          and ${surveyResponses.surveyStatus} is null then 1 end`,
      ),
      processingFailed: count(
        sql`case when ${surveyResponses.status} = 'A' and ${surveyResponses.processState} = 'queued'
          and coalesce(greatest(${surveyResponses.submittedAt}, ${lastStaffEdit}), ${surveyResponses.updatedAt}) < ${overdue}
          then 1 end`,
      ),
    })
    .from(surveyResponses)
    .innerJoin(current, inCurrentRound)
    .innerJoin(labs, and(eq(labs.id, surveyResponses.labId), liveLab))
    .groupBy(surveyResponses.category);

  // The last message of each question's thread says who is to answer; a validated response has no open question.
  const lastMessages = db
    .selectDistinctOn([surveyComments.responseId, surveyComments.code], {
      responseId: surveyComments.responseId,
      authorRole: surveyComments.authorRole,
    })
    .from(surveyComments)
    .orderBy(surveyComments.responseId, surveyComments.code, desc(surveyComments.createdAt), desc(surveyComments.id))
    .as('last_message');
  const threadsQuery = db
    .select({
      category: surveyResponses.category,
      questionsForLabs: count(sql`case when ${lastMessages.authorRole} = 'staff' then 1 end`),
      repliesForStaff: count(sql`case when ${lastMessages.authorRole} = 'lab' then 1 end`),
    })
    .from(lastMessages)
    .innerJoin(surveyResponses, eq(surveyResponses.id, lastMessages.responseId))
    .innerJoin(current, inCurrentRound)
    .innerJoin(labs, and(eq(labs.id, surveyResponses.labId), liveLab))
    .where(isNull(surveyResponses.surveyStatus))
    .groupBy(surveyResponses.category);

  // Expected: the lab has a response of the category in this round or an earlier one; not started in this round.
  const notStartedQuery = db
    .select({ category: surveyResponses.category, notStarted: countDistinct(surveyResponses.labId) })
    .from(surveyResponses)
    .innerJoin(current, and(eq(surveyResponses.category, current.category), lte(surveyResponses.round, current.round)))
    .innerJoin(labs, and(eq(labs.id, surveyResponses.labId), liveLab))
    .where(
      sql`not exists (select 1 from ${surveyResponses} s where s.lab_id = ${surveyResponses.labId}
        and s.category = ${surveyResponses.category} and s.round = ${current.round}
        and (s.status = 'A' or exists (select 1 from ${surveyAnswers} a where a.response_id = s.id)))`,
    )
    .groupBy(surveyResponses.category);

  const withoutAnswersQuery = db
    .select({ n: count() })
    .from(labs)
    .where(
      and(
        liveLab,
        sql`not exists (select 1 from ${surveyResponses} join ${current} on ${inCurrentRound}
          where ${surveyResponses.labId} = ${labs.id} and ${started(surveyResponses)})`,
      ),
    );

  // Independent counts: on PostgreSQL each takes a connection of the pool, so the page waits for the slowest only.
  const [responses, threads, notStarted, [withoutAnswers]] = await Promise.all([
    responsesQuery,
    threadsQuery,
    notStartedQuery,
    withoutAnswersQuery,
  ]);
  const figures = new Map<SurveyCategory, Counts>();
  const add = (rows: ({ category: SurveyCategory } & Partial<Counts>)[]) => {
    for (const { category, ...counts } of rows)
      figures.set(category, { ...(figures.get(category) ?? NONE), ...counts });
  };
  add(responses);
  add(threads);
  add(notStarted);
  const categories = SURVEY_CATEGORIES.flatMap((category) => {
    const round = rounds.find((r) => r.category === category);
    if (!round) return [];
    return [{ category, round: round.round, closed: round.closedAt !== null, ...(figures.get(category) ?? NONE) }];
  });
  return { data: { categories, labsWithoutAnswers: withoutAnswers?.n ?? 0 } };
};
