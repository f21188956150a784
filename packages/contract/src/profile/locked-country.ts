/** A lab in Russia keeps its country (§2 Complete profile: preselected and locked). */
export const LOCKED_LAB_COUNTRY = 'RU';

/** Whether a lab's country is locked. */
export function isLabCountryLocked(labCountryCode: string | null | undefined): boolean {
  return labCountryCode?.toUpperCase() === LOCKED_LAB_COUNTRY;
}

/** Whether a profile update would move a locked lab to another country (the server refuses it). */
export function movesLockedLab(labCountryCode: string | null | undefined, requestedCountryCode: string): boolean {
  return isLabCountryLocked(labCountryCode) && requestedCountryCode.toUpperCase() !== LOCKED_LAB_COUNTRY;
}
