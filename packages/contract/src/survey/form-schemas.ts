import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { answerValueField, questionCodeField, surveyCategoryField, surveyTokenField } from './schemas.ts';

/** The form's calls (D35): the link token in the payload is the credential. */

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** `answeredBy` of an answer given through a survey link by nobody signed in (the web says "distribution link"). */
export const ANSWERED_THROUGH_LINK = 'link';

/** One message of a question's thread as the lab reads it. */
export const labThreadMessageSchema = z.object({
  /** Message id. */
  id: z.string(),
  /** staff (a question) or lab (a reply). */
  author: z.enum(['staff', 'lab']),
  /** The author's full name; empty for a reply given through the link without signing in. */
  authorName: z.string(),
  /** The text. */
  text: z.string(),
  /** When (ISO 8601). */
  at: z.string(),
});
/** Staff's questions about one question of the response and the lab's replies (D39). */
export const labThreadSchema = z.object({
  /** The question's code (the web shows its title in the reader's language, never the code). */
  code: z.string(),
  /** Waiting for the lab: the last message is from staff and the response is not validated. */
  open: z.boolean(),
  /** Messages, oldest first. */
  messages: z.array(labThreadMessageSchema),
});

/** The form's view of a response, for loadSurveyResponse and after saves. */
export const answerSchema = z.object({
  /** Question code. */
  code: z.string(),
  /** The value. */
  value: z.union([z.number(), z.string()]),
  /** Who gave it: a user's full name, or `link` when given through the link without signing in (the web translates it). */
  answeredBy: z.string(),
  /** When (ISO 8601). */
  answeredAt: z.string(),
});

/** loadSurveyResponse: the form's definition and the answers so far, by link token. */
export const loadSurveyResponsePayload = z.object({
  /** The link token. */
  token: surveyTokenField,
  ...requester,
});
export const loadSurveyResponseResponse = z.object({
  /** The response id. */
  responseId: z.string(),
  /** The lab's name, shown above the form. */
  labName: z.string(),
  /** The category. */
  category: surveyCategoryField,
  /** The round. */
  round: z.number().int(),
  /** The SurveyJS JSON of that category and round. */
  definition: z.record(z.string(), z.unknown()),
  /** Every answer given. */
  answers: z.array(answerSchema),
  /** Where the last person stopped: page name and question code. */
  position: z.object({ page: z.string(), question: z.string().nullable() }).nullable(),
  /** P open for answers; A submitted (the form shows the summary and the retake link may reopen it). */
  status: z.enum(['A', 'P']),
  /** Staff validation, once done. */
  survey_status: z.enum(['A', 'R']).nullable(),
  /** Staff returned the response for changes and it is open again. */
  returned: z.boolean(),
  /** Staff's reason with their last decision (a return's request, a rejection's reason); null before any. */
  validationComment: z.string().nullable(),
  /** Staff questions by question, oldest message first, for the form to show beside the questions they concern. */
  threads: z.array(labThreadSchema),
});

/** saveSurveyAnswers: answers as given, saved per question (last write wins), debounced by the form. */
export const saveSurveyAnswersPayload = z.object({
  /** The link token. */
  token: surveyTokenField,
  /** Changed answers; null clears one. */
  answers: z
    .array(z.object({ code: questionCodeField, value: answerValueField }))
    .min(1)
    .max(200),
  /** Where the respondent is now. */
  position: z.object({ page: plainString().max(80), question: questionCodeField.nullable() }).optional(),
  /** The form's last `savedAt` (or load time): answers others saved after it come back with the response. */
  since: z.iso.datetime({ offset: true }).check(noControlCharacters).optional(),
  ...requester,
});
export const saveSurveyAnswersResponse = z.object({
  /** When the answers were stored (ISO 8601). */
  savedAt: z.string(),
  /** Answers others saved since this respondent loaded, so the form can merge them. */
  answers: z.array(answerSchema),
});

/** completeSurveyResponse: the form's Complete: submits the response and queues its processing. */
export const completeSurveyResponsePayload = z.object({
  /** The link token. */
  token: surveyTokenField,
  ...requester,
});
export const completeSurveyResponseResponse = z.object({
  /** Submitted; processing queued. A response with required answers missing is refused (`survey_incomplete`, D60). */
  status: z.literal('Submitted'),
  /** Consistency warnings the lab confirmed (the response is submitted all the same; staff see them). */
  failedChecks: z.array(z.object({ code: z.string(), check: z.string() })),
});

/** replyToSurveyQuestion: the lab's reply to staff's question about one question, from the form or the survey page. */
export const replyToSurveyQuestionPayload = z.object({
  /** The link token (D35): whoever may answer may reply. */
  token: surveyTokenField,
  /** The question staff asked about. */
  code: questionCodeField,
  /** The reply. */
  comment: plainString().trim().min(1, { error: 'validation.commentRequired' }).max(2000),
  ...requester,
});
export const replyToSurveyQuestionResponse = z.object({
  /** Stored. */
  status: z.literal('Saved'),
  /** Every thread of the response after the reply, so the form shows it without reloading. */
  threads: z.array(labThreadSchema),
});
