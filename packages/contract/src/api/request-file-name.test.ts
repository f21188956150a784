import { describe, expect, it } from 'vitest';
import { requestFileName } from './request-file-name.ts';

describe('requestFileName', () => {
  it('splits a word where a capital follows a lower-case letter and keeps the contract spelling', () => {
    expect(requestFileName('ValidateUser')).toBe('validate-user');
    expect(requestFileName('sendforgotPassword')).toBe('sendforgot-password');
    expect(requestFileName('checkEmailIdAlreadyExist')).toBe('check-email-id-already-exist');
    expect(requestFileName('updatePrivecyConsent')).toBe('update-privecy-consent');
    expect(requestFileName('getRegistationdropdownValue')).toBe('get-registationdropdown-value');
    expect(requestFileName('selfregistationFullAccess')).toBe('selfregistation-full-access');
    expect(requestFileName('updateUserProfilenew')).toBe('update-user-profilenew');
  });

  it('leaves a name without inner capitals as it is', () => {
    expect(requestFileName('getuserprofile')).toBe('getuserprofile');
    expect(requestFileName('withdrawConcern')).toBe('withdraw-concern');
  });
});
