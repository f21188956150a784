import { describe, expect, it } from 'vitest';
import { MISSING_ANSWER, SURVEY_INCOMPLETE, missingAnswerFields, missingAnswersOf } from './submission.ts';

describe('a submission refused for missing answers', () => {
  it('names each missing answer as a field error and reads the codes back in order', () => {
    const fields = missingAnswerFields(['HL_SAMPLES_PER_DAY', 'HL_LAB_TYPE']);
    expect(fields).toEqual([
      { field: 'answers.HL_SAMPLES_PER_DAY', message: MISSING_ANSWER },
      { field: 'answers.HL_LAB_TYPE', message: MISSING_ANSWER },
    ]);
    expect(missingAnswersOf({ code: SURVEY_INCOMPLETE, fields })).toEqual(['HL_SAMPLES_PER_DAY', 'HL_LAB_TYPE']);
  });

  it('is not read from any other error, and ignores field errors that are not missing answers', () => {
    expect(missingAnswersOf({ code: 'invalid_payload', fields: missingAnswerFields(['CL_X1']) })).toBeNull();
    expect(
      missingAnswersOf({
        code: SURVEY_INCOMPLETE,
        fields: [{ field: 'token', message: 'errors.validation.too_small' }],
      }),
    ).toEqual([]);
    expect(missingAnswersOf({ code: SURVEY_INCOMPLETE })).toEqual([]);
  });
});
