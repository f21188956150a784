import { describe, expect, it } from 'vitest';
import { JOB_TITLES } from '@labbench/contract/constants';
import en from '../../i18n/locales/en.json' with { type: 'json' };
import { jobTitleKey } from './job-title-key.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('jobTitleKey', () => {
  it('names each of the 22 titles by its words', () => {
    expect(jobTitleKey('QA/QC Manager')).toBe('profile.jobTitles.qaQcManager');
    expect(jobTitleKey('Principal Investigator/Technical Lead')).toBe(
      'profile.jobTitles.principalInvestigatorTechnicalLead',
    );
  });

  it('has an English text, the title itself, for every title of the list', () => {
    for (const title of JOB_TITLES) expect(lookup(jobTitleKey(title))).toBe(title);
  });
});
