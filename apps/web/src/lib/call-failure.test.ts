import { describe, expect, it } from 'vitest';
import { callFailure } from './call-failure.ts';

const knows = () => true;

describe('callFailure', () => {
  it('tells the user to try again in a moment when the database was briefly out of reach (503)', () => {
    const error = { code: 'database_unavailable', message: 'errors.serviceUnavailable' };
    expect(callFailure(503, error, [], knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.serviceUnavailable',
      code: null,
    });
  });

  it('keeps "Error in process" for any other failure of the server', () => {
    const error = { code: 'internal_error', message: 'errors.processError' };
    expect(callFailure(500, error, [], knows)).toEqual({
      kind: 'message',
      messageKey: 'errors.processError',
      code: null,
    });
  });
});
