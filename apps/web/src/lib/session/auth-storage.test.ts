import { AUTH_STORAGE_KEY } from '@labbench/contract/constants';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { EMPTY_AUTH, EMPTY_LOGIN_STATE, readAuthRecord, writeAuthRecord } from './auth-storage.ts';
import type { AuthRecord } from './auth-storage.ts';

const future = Math.floor(Date.now() / 1000) + 3600;
const session = { user: { userId: 'u1' }, currentUser: null } as unknown as AuthRecord['session'];

describe('auth record in local storage (§3, §8)', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage();
    const record: AuthRecord = { ...EMPTY_AUTH, token: `abc-${future}`, session };
    writeAuthRecord(record, storage);
    expect(readAuthRecord(storage)).toEqual(record);
  });
  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ token: 1 })],
    ['an older version', JSON.stringify({ ...EMPTY_AUTH, version: 0 })],
    [
      'a broken login state',
      JSON.stringify({ ...EMPTY_AUTH, loginState: { ...EMPTY_LOGIN_STATE, isPasswordExpired: 'yes' } }),
    ],
  ])('removes a record that is %s', (_label, raw) => {
    const storage = memoryStorage();
    storage.setItem(AUTH_STORAGE_KEY, raw);
    expect(readAuthRecord(storage)).toEqual(EMPTY_AUTH);
    expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
  it('drops an expired token with its session', () => {
    const storage = memoryStorage();
    writeAuthRecord({ ...EMPTY_AUTH, token: 'abc-1000', session }, storage);
    expect(readAuthRecord(storage)).toMatchObject({ token: null, session: null });
  });
});
