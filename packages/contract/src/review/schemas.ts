import { z } from 'zod';
import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';
import { plainString } from '../validation/control-characters.ts';
import { COUNTRY_CODES, choiceFilter } from '../validation/choice-fields.ts';
import {
  answerValueField,
  labCodeField,
  questionCodeField,
  responseIdField,
  surveyCategoryField,
  surveyRoundField,
} from '../survey/schemas.ts';
import { REVIEW_DECISIONS, REVIEW_STATES } from './decisions.ts';

export * from './decisions.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** Where a response stands for staff (D56). */
export const reviewStateField = z.enum(REVIEW_STATES);

/** A free-text comment or question of the validation thread. */
const commentText = plainString().trim().min(1, { error: 'validation.commentRequired' }).max(2000);

/**
 * The validation list's status filter: pending (submitted, waiting for staff), returned (with the lab for changes),
 * A accepted, R rejected.
 */
export const REVIEW_LIST_STATUSES = ['pending', 'returned', 'A', 'R'] as const;
export type ReviewListStatus = (typeof REVIEW_LIST_STATUSES)[number];

/** getSurveysForValidation: submitted responses for staff, filtered, searched and paged (§9 page size 10). */
export const surveysForValidationPayload = z.object({
  /** Only these categories (any of them); none or empty is every category. */
  categories: choiceFilter(SURVEY_CATEGORIES),
  /** Only labs of these countries; none or empty is every country. */
  countryCodes: choiceFilter(COUNTRY_CODES),
  /** Only this round. */
  round: surveyRoundField.optional(),
  /** Only responses in any of these states; none or empty is every state. */
  statuses: choiceFilter(REVIEW_LIST_STATUSES),
  /** Part of the lab's name or code. */
  search: plainString().trim().max(100).optional(),
  /** Page, clamped to 1..page count by the server (§5). */
  page: z.number().int().default(1),
  ...requester,
});
export const surveyListItemSchema = z.object({
  /** The response id. */
  responseId: z.string(),
  /** Lab code. */
  labCode: z.string(),
  /** Lab name. */
  labName: z.string(),
  /** Lab country. */
  countryCode: z.string(),
  /** Category. */
  category: surveyCategoryField,
  /** Round. */
  round: z.number().int(),
  /** When submitted (ISO 8601). */
  submittedAt: z.string().nullable(),
  /** Staff validation: A, R or null. */
  survey_status: z.enum(['A', 'R']).nullable(),
  /** Where the response stands: pending, returned, accepted, rejected (open when the lab never submitted). */
  state: reviewStateField,
  /** When staff last returned it to the lab (ISO 8601); kept after the lab submits again. */
  returnedAt: z.string().nullable(),
  /** Number of failed checks. */
  failedChecks: z.number().int(),
  /** Flagged questions still waiting for the lab. */
  openQuestions: z.number().int(),
  /** Processing still running. */
  waitForImport: z.boolean(),
});
export const surveysForValidationResponse = z.object({
  /** The page's rows (at most 10). */
  items: z.array(surveyListItemSchema),
  /** The page shown after clamping. */
  page: z.number().int(),
  /** Number of pages (at least 1). */
  pageCount: z.number().int(),
  /** Rows matching the filters. */
  total: z.number().int(),
});

/** validateSurveyQuestionsResponse: one response in full for staff (every answer, who and when, checks, threads). */
export const surveyQuestionsResponsePayload = z.object({
  /** The response id. */
  responseId: responseIdField,
  ...requester,
});
const threadMessageSchema = z.object({
  /** Message id. */
  id: z.string(),
  /** staff or lab. */
  author: z.enum(['staff', 'lab']),
  /** Author's full name. */
  authorName: z.string(),
  /** The text. */
  text: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
export const questionThreadSchema = z.object({
  /** The question code. */
  code: z.string(),
  /** Open until staff validate the response (or the lab has replied and staff close it by accepting). */
  open: z.boolean(),
  /** Messages, oldest first. */
  messages: z.array(threadMessageSchema),
});
export const surveyQuestionsResponseResponse = z.object({
  /** The list row of the response. */
  summary: surveyListItemSchema,
  /** The SurveyJS JSON, for question titles and page order. */
  definition: z.record(z.string(), z.unknown()),
  /** Every answer with who gave it and when. */
  answers: z.array(
    z.object({
      /** Question code. */
      code: z.string(),
      /** Value. */
      value: z.union([z.number(), z.string()]),
      /** Who gave it. */
      answeredBy: z.string(),
      /** When (ISO 8601). */
      answeredAt: z.string(),
    }),
  ),
  /** Checks that failed at submission: question code and message key. */
  failedChecks: z.array(z.object({ code: z.string(), check: z.string() })),
  /** Staff edits: who, when, old and new value. */
  edits: z.array(
    z.object({
      /** Question code. */
      code: z.string(),
      /** Value before (null when unanswered). */
      oldValue: z.union([z.number(), z.string()]).nullable(),
      /** Value after (null when cleared). */
      newValue: z.union([z.number(), z.string()]).nullable(),
      /** Staff member's full name. */
      editedBy: z.string(),
      /** When (ISO 8601). */
      at: z.string(),
    }),
  ),
  /** The two-way threads per question. */
  threads: z.array(questionThreadSchema),
  /** Staff's reason with the last decision: the rejection's, or what a return asks the lab to change. */
  validationComment: z.string().nullable(),
  /** Who decided when, and the round as the decisions need it (D56). */
  decision: z.object({
    /** When the response was accepted or rejected (ISO 8601). */
    validatedAt: z.string().nullable(),
    /** Who accepted or rejected it. */
    validatedBy: z.string().nullable(),
    /** When staff last returned it to the lab (ISO 8601). */
    returnedAt: z.string().nullable(),
    /** Who returned it. */
    returnedBy: z.string().nullable(),
    /** Staff closed the round: nothing changes any more. */
    roundClosed: z.boolean(),
    /** The lab can still answer (the category's current round, not closed): a return is possible. */
    roundOpenForAnswers: z.boolean(),
  }),
});

/** updateSurveyResponseByinternalUser: staff change one answer; audited. */
export const updateSurveyResponsePayload = z.object({
  /** The response id. */
  responseId: responseIdField,
  /** The question. */
  code: questionCodeField,
  /** The new value; null clears it. */
  value: answerValueField,
  ...requester,
});
export const updatedResponse = z.object({
  /** Stored. */
  status: z.literal('Updated'),
});

/**
 * validateSurvayandapprove: staff's decision on a submitted response (D56): accept, return to the lab for changes, or
 * reject for good. A return and a rejection each need their message.
 */
export const validateSurveyPayload = z
  .object({
    /** The response id. */
    responseId: responseIdField,
    /** A accept (enters the benchmark), P return to the lab for changes (open again), R reject (final). */
    status: z.enum(REVIEW_DECISIONS),
    /** Staff's message: optional when accepting, what to change when returning, the reason when rejecting. */
    comment: plainString().trim().max(2000).default(''),
    ...requester,
  })
  .refine((v) => v.status !== 'R' || v.comment.length > 0, {
    path: ['comment'],
    error: 'validation.rejectCommentRequired',
  })
  .refine((v) => v.status !== 'P' || v.comment.length > 0, {
    path: ['comment'],
    error: 'validation.returnCommentRequired',
  });

/** submitSurveyComment: a message in a question's thread; staff opening a thread flag the question for the lab. */
export const submitSurveyCommentPayload = z.object({
  /** The lab, by code (a lab member may name only their own). */
  labCode: labCodeField,
  /** The response id. */
  responseId: responseIdField,
  /** The question the message is about. */
  code: questionCodeField,
  /** The text. */
  comment: commentText,
  ...requester,
});
export const commentStoredResponse = z.object({
  /** Stored. */
  status: z.literal('Saved'),
});

/** getSurveyComment: the threads of a lab's response (the lab's current-round response of a category). */
export const surveyCommentPayload = z.object({
  /** The lab, by code. */
  labCode: labCodeField,
  /** The category. */
  category: surveyCategoryField,
  ...requester,
});
export const surveyCommentResponse = z.object({
  /** The response the threads belong to; null when the lab has none in this round. */
  responseId: z.string().nullable(),
  /** Staff validation and comment. */
  survey_status: z.enum(['A', 'R']).nullable(),
  /** Where the response stands (D56): returned means staff sent it back for changes; null without a response. */
  state: reviewStateField.nullable(),
  /** When staff last returned it (ISO 8601). */
  returnedAt: z.string().nullable(),
  /** Staff's message with the last decision: what to change (returned) or why (rejected). */
  validationComment: z.string().nullable(),
  /** Threads per question. */
  threads: z.array(questionThreadSchema),
  /** The title of each question of the threads by SurveyJS locale (`default` English), so nobody reads a code. */
  questionTitles: z.record(z.string(), z.record(z.string(), z.string())),
});
