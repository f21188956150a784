/** The job title that asks for a free-text title (§3 job titles, §5). */
export const OTHER_JOB_TITLE = 'Other';

/** Whether the chosen job title asks for the free-text title. */
export function asksForOtherJobTitle(jobTitle: string | null | undefined): boolean {
  return jobTitle === OTHER_JOB_TITLE;
}

/** §5: Other without a free-text title (blank counts as none) is incomplete. */
export function isOtherJobTitleMissing(jobTitle: string | null | undefined, other: string | null | undefined): boolean {
  return asksForOtherJobTitle(jobTitle) && !other?.trim();
}
