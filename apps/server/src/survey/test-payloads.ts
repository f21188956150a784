import type { PayloadOf } from '@labbench/contract';

/** A link token no link has: the form's calls answer "unknown link", never a refusal. */
const NO_SUCH_LINK = 'no-such-survey-link-token';

/** Payloads of the survey requests added after the access walk's own list (api/access.test.ts). */
export const surveyPayloads: { replyToSurveyQuestion: () => PayloadOf<'replyToSurveyQuestion'> } = {
  replyToSurveyQuestion: () => ({ token: NO_SUCH_LINK, code: 'CL_SAMPLES_PER_DAY', comment: 'The daily average.' }),
};
