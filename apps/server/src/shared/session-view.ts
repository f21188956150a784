import { findCountry, parentCountryOf, shortNameOf, textDirection } from '@labbench/contract';
import type { CountryData, Session } from '@labbench/contract';
import { labs, users } from '../db/schema/index.ts';
import type { LabRow, UserRow } from '../db/schema/index.ts';

/** The columns a Session is made of; the per-request session lookup reads only these (no password hash). */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  givenName: users.givenName,
  familyName: users.familyName,
  userType: users.userType,
  language: users.language,
  isSocialMediaUser: users.isSocialMediaUser,
  isSuperUser: users.isSuperUser,
  viewDownloadBtn: users.viewDownloadBtn,
  viewEnglishTransBtn: users.viewEnglishTransBtn,
  preregisterUser: users.preregisterUser,
  preRegStatus: users.preRegStatus,
  permissions: users.permissions,
  forceUpdateProfile: users.forceUpdateProfile,
  countryCode: users.countryCode,
  consentChoice: users.consentChoice,
};
export const sessionLabColumns = {
  id: labs.id,
  name: labs.name,
  labCode: labs.labCode,
  status: labs.status,
  countryCode: labs.countryCode,
};

export type SessionUser = Pick<UserRow, keyof typeof sessionUserColumns>;
export type SessionLab = Pick<LabRow, keyof typeof sessionLabColumns>;

function countryData(code: string | null | undefined): CountryData | null {
  const entry = findCountry(code);
  return entry
    ? { code: entry.code, name: entry.name, langs: [...entry.langs], defaultLanguage: entry.defaultLanguage }
    : null;
}

/** The Session the browser keeps (contract `sessionSchema`); internal users and distributors have no current user. */
export function toSession(user: SessionUser, lab: SessionLab | null): Session {
  const hasCurrentUser = user.userType !== 'internal' && user.userType !== 'distributor';
  const fullName = `${user.givenName} ${user.familyName}`.trim();
  const userCountry = user.countryCode ?? lab?.countryCode ?? null;
  const labCountry = lab ? findCountry(lab.countryCode) : undefined;
  const parent = lab ? parentCountryOf(lab.countryCode) : undefined;
  return {
    user: {
      userId: user.id,
      fullName,
      givenName: user.givenName,
      familyName: user.familyName,
      userType: user.userType,
      userLang: user.language,
      email: user.email,
      isSocialMediaUser: user.isSocialMediaUser,
      isSuperUser: user.isSuperUser,
      viewDownloadBtn: user.viewDownloadBtn,
      viewEnglishtransBtn: user.viewEnglishTransBtn,
      preregisterUser: user.preregisterUser ? 'Yes' : 'No',
      preRegstatus: user.preRegStatus,
      labs: lab ? [{ labId: lab.id, labName: lab.name }] : [],
      userPermission: user.permissions,
      countryCode: userCountry,
      consentChoice: user.consentChoice,
      countryData: countryData(userCountry),
    },
    currentUser: hasCurrentUser
      ? {
          userId: user.id,
          labId: lab?.id ?? null,
          labCode: lab?.labCode ?? null,
          userLabName: lab?.name ?? null,
          labStatus: lab?.status ?? null,
          labCountryCode: lab?.countryCode ?? null,
          labCountryId: lab?.countryCode ?? null,
          labCountryName: labCountry?.name ?? null,
          labParentCountryId: parent?.code ?? null,
          labParentCountryCode: parent?.code ?? null,
          labParentCountryName: parent?.name ?? null,
          forceUpdateProfile: user.forceUpdateProfile ? 'Y' : 'N',
          fullName,
          givenName: user.givenName,
          familyName: user.familyName,
          shortName: shortNameOf(user.givenName, user.familyName),
          userType: user.userType,
          language: user.language,
          email: user.email,
          userEmail: user.email,
          isSocialMediaUser: user.isSocialMediaUser,
          urlDirection: textDirection(user.language),
          preRegstatus: user.preRegStatus,
          preregisterUser: user.preregisterUser ? 'Yes' : 'No',
        }
      : null,
  };
}
