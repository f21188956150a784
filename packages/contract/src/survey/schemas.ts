import { z } from 'zod';
import { SURVEY_CATEGORIES } from '../constants/survey-types.ts';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/** A lab code as stored (generated codes are 10 characters; older codes may be longer). */
export const labCodeField = plainString().trim().min(1).max(40);
/** A response id (a UUID); a control character in it is named as such, like in every other string field. */
export const responseIdField = z.uuid().check(noControlCharacters);
/** One of the five survey categories (§1). */
export const surveyCategoryField = z.enum(SURVEY_CATEGORIES);
/** A survey round: the year it runs. */
export const surveyRoundField = z.number().int().min(2000).max(2100);
/** An opaque survey-link token (distribution or retake link, issue 8 item 2). */
export const surveyTokenField = plainString().trim().min(16).max(100);
/** A question's stable code (`docs/survey-codes.md`). */
export const questionCodeField = plainString().regex(/^[A-Z][A-Z0-9_]{1,79}$/);
/** An answer: a number for numeric questions, the choice value or text otherwise; null clears it. */
export const answerValueField = z.union([z.number().finite(), plainString().max(500), z.null()]);

/** The state of one category's survey for a lab (§3 "Category survey detail per lab"). */
export const categorySurveyDetailSchema = z.object({
  /** A report (dashboard) of some round is viewable: an accepted response exists. */
  can_view_rpt: z.boolean(),
  /** P while the current round's response is open for answers, A once submitted, null before any link. */
  lab_status: z.enum(['A', 'P']).nullable(),
  /** Staff validation of the current round: A accepted, R rejected, null not yet validated. */
  survey_status: z.enum(['A', 'R']).nullable(),
  /** The form URL (path and token) of the current round's response, null before any link. */
  s_url: z.string().nullable(),
  /** The current round's response has been submitted. */
  s_taken: z.boolean(),
  /** The current round's response id (the §3 contact id), null before any link. */
  contact_id: z.string().nullable(),
  /** The current round of this category. */
  round: z.number().int(),
  /** Processing of the submitted response is still running (§3 waitForImport). */
  waitForImport: z.boolean(),
  /** Questions staff flagged that wait for the lab's reply. */
  openQuestions: z.number().int(),
  /** Staff returned the current response for changes and it is open again (lab_status P, survey_status null). */
  returned: z.boolean(),
  /** Staff's reason with their last decision (what a return asks to change, why it was rejected); null before any. */
  validationComment: z.string().nullable(),
  /** When the current response was last submitted (ISO 8601); null before the first submission. */
  submittedAt: z.string().nullable(),
});
export type CategorySurveyDetailData = z.infer<typeof categorySurveyDetailSchema>;

/** getSurveyDetailsOfLab: the lab's survey state per category (§7). */
export const surveyDetailsOfLabPayload = z.object({
  /** The lab, by code; a lab member may name only their own. */
  lab_code: labCodeField,
  ...requester,
});
export const surveyDetailsOfLabResponse = z.object({
  /** The lab's name as registered. */
  labName: z.string(),
  /** The lab's country (DE may take only the core lab survey, §4). */
  countryCode: z.string(),
  /** One entry per category. */
  categories: z.record(surveyCategoryField, categorySurveyDetailSchema),
});

/**
 * setSurveyStatus: the lab submits its response (A; refused with `survey_incomplete` while required answers are
 * missing, D60) or reopens a submitted, not yet validated one for changes (P).
 */
export const setSurveyStatusPayload = z.object({
  /** The lab, by code. */
  lab_code: labCodeField,
  /** The category. */
  s_category: surveyCategoryField,
  /** A submit, P reopen. */
  status: z.enum(['A', 'P']),
  ...requester,
});

/** getCatSurveyLinkOfLab: the current round's form link for the lab and category, made on first ask. */
export const catSurveyLinkOfLabPayload = z.object({
  /** The lab, by code. */
  lab_code: labCodeField,
  /** The category. */
  q_cat_code: surveyCategoryField,
  /** When true and this round's response is already submitted, answer code 114 instead of a link (§8). */
  checkExistanceOfData: z.boolean().default(false),
  ...requester,
});
export const surveyLinkResponse = z.object({
  /** The form URL (path with the opaque token). */
  s_url: z.string(),
  /** The current round. */
  round: z.number().int(),
});

/** getCatSurveyLinkOfchinaLab: the China lab entry (§3 "Survey link response (China lab)"); China site only. */
export const catSurveyLinkOfChinaLabPayload = z.object({
  /** The lab code decoded from the entry URL. */
  lab_code: labCodeField,
  /** The category of the entry URL. */
  q_cat_code: surveyCategoryField,
  /** Always false on this entry. */
  checkExistanceOfData: z.boolean().default(false),
  ...requester,
});
export const chinaLabSurveyLinkResponse = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({
      /** Staff validation: A, R or null. */
      survey_status: z.enum(['A', 'R']).nullable(),
      /** The lab's name. */
      lab_name: z.string(),
      /** The form URL, null once the response is submitted. */
      s_url: z.string().nullable(),
    }),
  ),
);

/** getSurveyJsSurveyLink: the caller's own lab's distribution link (decision D34 names the call). */
export const surveyJsSurveyLinkPayload = z.object({
  /** Ignored: the user comes from the Token header. */
  userId: plainString().optional(),
  /** As in getCatSurveyLinkOfLab. */
  checkExistanceOfData: z.boolean().default(false),
  /** The category; core lab when absent. */
  q_cat_code: surveyCategoryField.default('CL'),
  ...requester,
});
export const distributionLinkResponse = z.object({
  /** The distribution link (absolute path with token). */
  distribution_link: z.string(),
});

/** revokeSurveyLink: the old distribution link stops working and a new one is made. */
export const revokeSurveyLinkPayload = z.object({
  /** The lab, by code. */
  lab_code: labCodeField,
  /** The category. */
  q_cat_code: surveyCategoryField,
  ...requester,
});

/** importResponseFromSurveyJs: re-runs the checks and input values of a submitted response (after `SC`, §4). */
export const importResponsePayload = z.object({
  /** The lab, by code: the response must be this lab's. */
  lab_code: labCodeField,
  /** The response id (§3 contactId). */
  contactId: responseIdField,
  /** The category. */
  q_cat_code: surveyCategoryField,
  ...requester,
});
export const processingResponse = z.object({
  /** Processing is queued (waitForImport true until it has run). */
  status: z.literal('Queued'),
});

/** importSurveyJsData: staff re-import every submitted response of a lab in a category. */
export const importSurveyDataPayload = z.object({
  /** The lab, by code. */
  labCode: labCodeField,
  /** The category. */
  qCatCode: surveyCategoryField,
  ...requester,
});

/** getSurveyDetailsOfUser: the caller's links for one category (§3 "Survey-user details"). */
export const surveyDetailsOfUserPayload = z.object({
  /** Ignored: the user comes from the Token header. */
  userId: plainString().optional(),
  /** The category; core lab when absent. */
  q_cat_code: surveyCategoryField.default('CL'),
  ...requester,
});
export const surveyDetailsOfUserResponse = z.object({
  /** The link to hand to a colleague. */
  distributionLink: z.string().nullable(),
  /** The link that reopens the same response. */
  retakeLink: z.string().nullable(),
  /** The response id. */
  responseId: z.string().nullable(),
  /** Staff validation: A, R or null. */
  validatedStatus: z.enum(['A', 'R']).nullable(),
  /** Processing still running. */
  waitForImport: z.boolean(),
  /** Same as responseId (§3 contactId). */
  contactId: z.string().nullable(),
});

/** labDetails: the lab and its survey summary (§7). */
export const labDetailsPayload = z.object({
  /** The lab, by code. */
  labCode: labCodeField,
  /** Site of the caller: apac or china (informative). */
  location: plainString().max(20).optional(),
  /** Narrow the summary to one category. */
  surveyCategoryCode: surveyCategoryField.optional(),
  /** Not used by this portal; accepted for compatibility. */
  filtertype: plainString().max(40).optional(),
  ...requester,
});
export const labDetailsResponse = z.object({
  /** Lab id. */
  labId: z.string(),
  /** Lab code. */
  labCode: z.string(),
  /** Name as registered. */
  labName: z.string(),
  /** Name in local language. */
  labNameInLocalLang: z.string().nullable(),
  /** Country code. */
  countryCode: z.string(),
  /** A active, P pending. */
  labStatus: z.enum(['A', 'P']),
  /** The category details, as getSurveyDetailsOfLab. */
  categories: z.record(surveyCategoryField, categorySurveyDetailSchema),
});

export const surveyStatusResponse = z.object({
  /** The response's lab status after the change. */
  lab_status: z.enum(['A', 'P']),
});
