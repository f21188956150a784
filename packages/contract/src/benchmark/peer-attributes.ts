import type { SurveyCategory } from '../constants/survey-types.ts';
import { hospitalSizeByBeds, labSizeByVolume } from '../rules/lab-size.ts';
import type { KpiInputs } from './kpi-definition.ts';
import { ACCREDITATIONS, LAB_TYPES } from './peer-groups.ts';
import type { Accreditation, LabPeerAttributes, LabType } from './peer-groups.ts';

/**
 * The question whose answer sizes a lab (§4): samples per day, molecular labs tests per week (D44). Every survey asks
 * its volume on the profile page, so a validated response has it.
 */
export const VOLUME_QUESTION: Readonly<Record<SurveyCategory, string>> = {
  CL: 'CL_SAMPLES_PER_DAY',
  CLT: 'CLT_SAMPLES_PER_DAY',
  ML: 'ML_TESTS_PER_WEEK',
  HL: 'HL_SAMPLES_PER_DAY',
  BB: 'BB_SAMPLES_PER_DAY',
};

/** The question codes the peer attributes read besides the volume. */
export const peerQuestions = (category: SurveyCategory) => ({
  labType: `${category}_LAB_TYPE`,
  beds: `${category}_HOSPITAL_BEDS`,
  accreditation: `${category}_ISO15189`,
});

/** Reads a choice question's stored number back as its choice value (`choiceOfInputValue` over the definition). */
export type ChoiceReader = (code: string, value: number) => string | null;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/**
 * A lab's peer attributes from its country and its response's input values: region China for a lab in CN, size by
 * the category's volume question, hospital size by beds for hospital labs only, lab type and ISO 15189 accreditation
 * from their choices. An answer that is missing or not one of the known choices leaves the attribute null.
 */
export function peerAttributesOf(
  category: SurveyCategory,
  country: string,
  inputs: KpiInputs,
  choiceOf: ChoiceReader,
): LabPeerAttributes {
  const codes = peerQuestions(category);
  const choice = (code: string) => {
    const value = inputs[code];
    return value === undefined ? null : choiceOf(code, value);
  };
  const volume = inputs[VOLUME_QUESTION[category]];
  const beds = inputs[codes.beds];
  const labType: LabType | null = oneOf(LAB_TYPES, choice(codes.labType));
  const accreditation: Accreditation | null = oneOf(ACCREDITATIONS, choice(codes.accreditation));
  return {
    region: country === 'CN' ? 'china' : 'apac',
    country,
    size: volume === undefined ? null : labSizeByVolume(volume),
    hospitalSize: labType === 'hospital' && beds !== undefined ? hospitalSizeByBeds(beds) : null,
    labType,
    accreditation,
  };
}
