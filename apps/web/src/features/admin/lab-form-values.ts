import type { AdminLabDetail, AdminLabFormValues, PayloadOf } from '@labbench/contract';

/** The lab form's values: a loaded lab's, or an empty new lab (active: staff create labs they accept). */
export function labFormValues(lab: AdminLabDetail | null): AdminLabFormValues {
  return {
    nameOfInstuation: lab?.nameOfInstuation ?? '',
    labNameInLocalLang: lab?.labNameInLocalLang ?? '',
    labBranchName: lab?.labBranchName ?? '',
    labDepartment: lab?.labDepartment ?? '',
    address: lab?.address ?? '',
    state: lab?.state ?? '',
    countryCode: lab?.countryCode ?? '',
    status: lab?.status ?? 'A',
    labCode: '',
  };
}

/** The fields the form edits, in the order it shows them (for the conflict notice, D58). */
export const LAB_FORM_FIELDS = [
  'nameOfInstuation',
  'labNameInLocalLang',
  'labBranchName',
  'labDepartment',
  'address',
  'state',
  'countryCode',
  'status',
] as const satisfies readonly (keyof AdminLabFormValues)[];

/**
 * updateInternalLab's payload: a new lab with the code typed (empty generates one), or the lab the form was loaded
 * with and the version its save is based on (D58); a lab's code is not sent again.
 */
export function labPayload(
  values: AdminLabFormValues,
  base: { labId: string; version: number } | null,
): PayloadOf<'updateInternalLab'> {
  const { labCode, ...fields } = values;
  return base ? { ...fields, labId: base.labId, version: base.version } : { ...fields, labCode: labCode ?? '' };
}
