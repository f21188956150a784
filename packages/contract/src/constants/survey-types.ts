/** Survey categories (§1, §9). */
export const SURVEY_CATEGORIES = ['CL', 'CLT', 'ML', 'HL', 'BB'] as const;
export type SurveyCategory = (typeof SURVEY_CATEGORIES)[number];

/** Survey types as configured (§3): code, act_code, name, name_code, navigationUrl. */
export const SURVEY_TYPES = [
  { code: 'CL', actCode: 'CL', name: 'Core Lab', nameCode: 'core_lab', navigationUrl: '/survey/core_lab' },
  {
    code: 'CLT',
    actCode: 'CLT',
    name: 'Core Lab Tender',
    nameCode: 'core_lab_tender',
    navigationUrl: '/survey/core_lab_tender',
  },
  {
    code: 'ML',
    actCode: 'ML',
    name: 'Molecular Diagnostics Lab',
    nameCode: 'molecular_diagnostic_lab',
    navigationUrl: '/survey/molecular_diagnostic_lab',
  },
  {
    code: 'HL',
    actCode: 'HL',
    name: 'Histopathology Lab',
    nameCode: 'histopathlogy_lab',
    navigationUrl: '/survey/histopathlogy_lab',
  },
  { code: 'BB', actCode: 'BB', name: 'Blood Bank', nameCode: 'blood_bank', navigationUrl: '/survey/blood_bank' },
] as const satisfies readonly {
  code: SurveyCategory;
  actCode: string;
  name: string;
  nameCode: string;
  navigationUrl: string;
}[];
