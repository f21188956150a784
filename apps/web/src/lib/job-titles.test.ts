import { describe, expect, it } from 'vitest';
import { JOB_TITLES } from '@labbench/contract/constants';
import en from '../i18n/locales/en.json' with { type: 'json' };
import { jobTitleKey } from './job-titles.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('jobTitleKey', () => {
  it('names each of the 22 titles by its words, each its own key', () => {
    expect(jobTitleKey('QA/QC Manager')).toBe('jobTitles.qaQcManager');
    expect(jobTitleKey('Principal Investigator/Technical Lead')).toBe('jobTitles.principalInvestigatorTechnicalLead');
    const keys = JOB_TITLES.map(jobTitleKey);
    expect(new Set(keys).size).toBe(22);
    expect(keys.at(-1)).toBe('jobTitles.other');
  });

  it('has an English text, the title itself, for every title of the list', () => {
    for (const title of JOB_TITLES) expect(lookup(jobTitleKey(title))).toBe(title);
  });
});
