// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api-client.ts';
import { adminFailure } from './admin-failure.ts';

const knows = (key: string) => key.startsWith('admin.') || key.startsWith('validation.');

describe('adminFailure', () => {
  it('tells a conflict (D58) and a record gone from other failures', () => {
    const conflict = new ApiCallError(409, { code: 'record_changed', message: 'admin.errors.recordChanged' });
    expect(adminFailure(conflict, ['email'], knows)).toEqual({ kind: 'conflict' });
    const gone = new ApiCallError(404, { code: 'not_found', message: 'admin.errors.notFound' });
    expect(adminFailure(gone, ['email'], knows)).toEqual({ kind: 'gone' });
  });

  it('puts field messages under the fields and anything else above the form', () => {
    const taken = new ApiCallError(400, {
      code: 'email_exists',
      message: 'validation.emailInUse',
      fields: [{ field: 'email', message: 'validation.emailInUse' }],
    });
    expect(adminFailure(taken, ['email'], knows)).toEqual({
      kind: 'fields',
      fields: [{ field: 'email', messageKey: 'validation.emailInUse' }],
    });
    const own = new ApiCallError(400, {
      code: 'own_account',
      message: 'admin.errors.ownAccount',
      fields: [{ field: 'emailId', message: 'admin.errors.ownAccount' }],
    });
    expect(adminFailure(own, ['email'], knows)).toEqual({
      kind: 'message',
      messageKey: 'admin.errors.ownAccount',
      code: 'own_account',
    });
  });
});
