import type { Profile } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { countries, labs, users } from '../db/schema/index.ts';

const labCountries = alias(countries, 'lab_countries');

/**
 * The caller's profile (§3 "Profile, as read"). A full-site user's institution, address and country are the lab's
 * (state/province as address); a content reader's address is the city and the country their own.
 */
export async function loadProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      user: {
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
        userType: users.userType,
        jobTitle: users.jobTitle,
        otherJobTitle: users.otherJobTitle,
        city: users.city,
        organisation: users.organisation,
        countryCode: users.countryCode,
        privacyConsent: users.privacyConsent,
        privacyNotice: users.privacyNotice,
        koreaConsent: users.koreaConsent,
        preRegStatus: users.preRegStatus,
      },
      lab: {
        id: labs.id,
        name: labs.name,
        nameLocal: labs.nameLocal,
        branch: labs.branch,
        department: labs.department,
        state: labs.state,
        countryCode: labs.countryCode,
      },
      userCountryName: countries.name,
      labCountryName: labCountries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .leftJoin(labs, eq(labs.id, users.labId))
    .leftJoin(labCountries, eq(labCountries.code, labs.countryCode))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, lab } = row;
  const reader = user.userType === 'contentreader';
  const fromLab = !reader && lab !== null;
  return {
    firstName: user.givenName,
    lastName: user.familyName,
    fullName: `${user.givenName} ${user.familyName}`.trim(),
    email: user.email,
    userType: user.userType,
    jobDesignation: user.jobTitle,
    otherJobTitle: user.otherJobTitle,
    nameOfInstuation: fromLab ? lab.name : reader ? user.organisation : null,
    labNameInLocalLang: fromLab ? lab.nameLocal : null,
    labBranchName: fromLab ? lab.branch : null,
    labDepartment: fromLab ? lab.department : null,
    address: reader ? user.city : (lab?.state ?? null),
    countryCode: fromLab ? lab.countryCode : user.countryCode,
    country: fromLab ? row.labCountryName : row.userCountryName,
    privacyConsent: user.privacyConsent,
    privacyNotice: user.privacyNotice,
    korea_Consent: user.koreaConsent,
    preRegstatus: user.preRegStatus,
  };
}
