import { AUTH_STORAGE_KEY, isTokenExpired, sessionSchema } from '@labbench/contract';
import { z } from 'zod';

/** Sign-in flows that end on /change-password before a session exists (§3 "Login state"). */
export const loginStateSchema = z.object({
  forceChangePassword: z.boolean(),
  forcePassChangeUserId: z.string().nullable(),
  isPasswordExpired: z.boolean(),
  isPasswordToBeChanged: z.boolean(),
  isEmailverified: z.boolean(),
});
export type LoginState = z.infer<typeof loginStateSchema>;

export const EMPTY_LOGIN_STATE: LoginState = {
  forceChangePassword: false,
  forcePassChangeUserId: null,
  isPasswordExpired: false,
  isPasswordToBeChanged: false,
  isEmailverified: true,
};

/** The auth record kept in local storage under `dlba` (§3). */
export const authRecordSchema = z.object({
  token: z.string().nullable(),
  session: sessionSchema.nullable(),
  loginState: loginStateSchema,
});
export type AuthRecord = z.infer<typeof authRecordSchema>;

export const EMPTY_AUTH: AuthRecord = { token: null, session: null, loginState: EMPTY_LOGIN_STATE };

/** Reads the record; one that fails to parse is removed (§8), an expired token is dropped with its session (§4). */
export function readAuthRecord(storage: Storage = localStorage): AuthRecord {
  const raw = storage.getItem(AUTH_STORAGE_KEY);
  if (!raw) return EMPTY_AUTH;
  let record: AuthRecord;
  try {
    record = authRecordSchema.parse(JSON.parse(raw));
  } catch {
    storage.removeItem(AUTH_STORAGE_KEY);
    return EMPTY_AUTH;
  }
  if (record.token && isTokenExpired(record.token)) {
    record = { ...record, token: null, session: null };
    writeAuthRecord(record, storage);
  }
  return record;
}

export function writeAuthRecord(record: AuthRecord, storage: Storage = localStorage): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
}
