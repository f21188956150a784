import { describe, expect, it } from 'vitest';
import { Model } from 'survey-core';
import { byPage, reportOfMissing, submissionReport } from './submission-report.ts';

const definition = {
  pages: [
    {
      name: 'profile',
      title: { default: 'Laboratory profile', ja: '検査室プロファイル' },
      elements: [
        {
          type: 'radiogroup',
          name: 'CL_LAB_TYPE',
          title: { default: 'Type of laboratory', ja: '検査室の種類' },
          choices: ['hospital', 'commercial'],
          isRequired: true,
        },
        {
          type: 'text',
          name: 'CL_HOSPITAL_BEDS',
          inputType: 'number',
          title: { default: 'Number of hospital beds', ja: '病床数' },
          visibleIf: "{CL_LAB_TYPE} = 'hospital'",
          isRequired: true,
          validators: [{ type: 'numeric', minValue: 1, maxValue: 10000, text: { default: 'From 1 to 10,000.' } }],
        },
      ],
    },
    {
      name: 'speed',
      title: 'Turnaround',
      elements: [
        { type: 'text', name: 'CL_TAT_ROUTINE_MEDIAN_MIN', inputType: 'number', title: 'Routine median' },
        { type: 'text', name: 'CL_TAT_STAT_MEDIAN_MIN', inputType: 'number', title: 'STAT median', isRequired: true },
      ],
    },
  ],
};

const modelWith = (data: Record<string, unknown>, locale = 'default') => {
  const model = new Model(definition);
  model.locale = locale;
  model.data = data;
  return model;
};

describe('the submission report of the form (D60)', () => {
  it('lists the visible required questions left empty by title and page, in the form’s language', () => {
    expect(submissionReport(modelWith({}, 'ja'), 'CL')).toEqual({
      missing: [
        { code: 'CL_LAB_TYPE', title: '検査室の種類', page: '検査室プロファイル' },
        { code: 'CL_TAT_STAT_MEDIAN_MIN', title: 'STAT median', page: 'Turnaround' },
      ],
      warnings: [],
    });
    // A condition the answers meet makes a question required; one they do not meet hides it.
    const hospital = submissionReport(modelWith({ CL_LAB_TYPE: 'hospital' }), 'CL');
    expect(hospital.missing.map((m) => m.code)).toEqual(['CL_HOSPITAL_BEDS', 'CL_TAT_STAT_MEDIAN_MIN']);
    const commercial = submissionReport(modelWith({ CL_LAB_TYPE: 'commercial' }), 'CL');
    expect(commercial.missing.map((m) => m.code)).toEqual(['CL_TAT_STAT_MEDIAN_MIN']);
  });

  it('warns of a validator’s message and of the cross-field checks, once per question', () => {
    const report = submissionReport(
      modelWith({
        CL_LAB_TYPE: 'hospital',
        CL_HOSPITAL_BEDS: 20000,
        CL_TAT_ROUTINE_MEDIAN_MIN: 60,
        CL_TAT_STAT_MEDIAN_MIN: 90,
      }),
      'CL',
    );
    expect(report.missing).toEqual([]);
    expect(report.warnings).toEqual([
      {
        code: 'CL_HOSPITAL_BEDS',
        title: 'Number of hospital beds',
        page: 'Laboratory profile',
        message: 'From 1 to 10,000.',
      },
      {
        code: 'CL_TAT_STAT_MEDIAN_MIN',
        title: 'STAT median',
        page: 'Turnaround',
        messageKey: 'checks.statAboveRoutine',
      },
    ]);
  });

  it('names the answers the server found missing by their titles, a code it does not know as itself', () => {
    expect(reportOfMissing(modelWith({}), ['CL_LAB_TYPE', 'CL_GONE'])).toEqual({
      missing: [
        { code: 'CL_LAB_TYPE', title: 'Type of laboratory', page: 'Laboratory profile' },
        { code: 'CL_GONE', title: 'CL_GONE', page: '' },
      ],
      warnings: [],
    });
  });

  it('groups a report’s items under their pages, in the order the pages come', () => {
    const item = (code: string, page: string) => ({ code, title: code, page });
    expect(byPage([item('A', 'Profile'), item('B', 'Cost'), item('C', 'Profile')])).toEqual([
      { page: 'Profile', items: [item('A', 'Profile'), item('C', 'Profile')] },
      { page: 'Cost', items: [item('B', 'Cost')] },
    ]);
  });
});
