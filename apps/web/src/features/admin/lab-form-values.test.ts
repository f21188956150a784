import { describe, expect, it } from 'vitest';
import type { AdminLabDetail } from '@labbench/contract';
import { labFormValues, labPayload } from './lab-form-values.ts';

const lab: AdminLabDetail = {
  labId: 'lab-1',
  nameOfInstuation: 'Riverside',
  labNameInLocalLang: null,
  labBranchName: 'North',
  labDepartment: null,
  address: null,
  state: 'Bangkok',
  countryCode: 'TH',
  status: 'P',
  labCode: 'LAB-AAAA2222',
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  registered: {
    classification: null,
    sizeClass: null,
    beds: null,
    street: null,
    postalCode: null,
    cahoAccredited: null,
    rexisNo: null,
    surveyType: null,
  },
};

describe('lab form values', () => {
  it('starts a new lab empty and active, and an existing one from its values', () => {
    expect(labFormValues(null)).toMatchObject({ nameOfInstuation: '', status: 'A', countryCode: '', labCode: '' });
    expect(labFormValues(lab)).toMatchObject({ nameOfInstuation: 'Riverside', labNameInLocalLang: '', status: 'P' });
  });

  it('sends the typed code for a new lab, and the version, not the code, for an existing one', () => {
    const values = { ...labFormValues(null), nameOfInstuation: 'X', labCode: 'MY-CODE' };
    expect(labPayload(values, null)).toMatchObject({ nameOfInstuation: 'X', labCode: 'MY-CODE' });
    expect(labPayload(values, null)).not.toHaveProperty('labId');
    const saved = labPayload(labFormValues(lab), { labId: 'lab-1', version: 4 });
    expect(saved).toMatchObject({ labId: 'lab-1', version: 4 });
    expect(saved).not.toHaveProperty('labCode');
  });
});
