import { describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { fieldMessageKey, showServerFieldMessages } from './field-errors.ts';

interface Values {
  email: string;
  newPassword: string;
  address: { city: string };
}

const errors: FieldErrors<Values> = {
  email: { type: 'server', message: 'validation.emailInUse' },
  address: { city: { type: 'too_small', message: 'validation.required' } },
};

describe('fieldMessageKey', () => {
  it('gives the message key under a field, also a nested one', () => {
    expect(fieldMessageKey(errors, 'email')).toBe('validation.emailInUse');
    expect(fieldMessageKey(errors, 'address.city')).toBe('validation.required');
  });

  it('gives nothing for a field without an error', () => {
    expect(fieldMessageKey(errors, 'newPassword')).toBeUndefined();
  });

  it("says a shared message the form's own way", () => {
    const rename = (key: string) => (key === 'validation.required' ? 'form.cityMissing' : key);
    expect(fieldMessageKey(errors, 'address.city', rename)).toBe('form.cityMissing');
    expect(fieldMessageKey(errors, 'email', rename)).toBe('validation.emailInUse');
  });
});

describe('showServerFieldMessages', () => {
  it("puts each of the server's messages under its field", () => {
    const setError = vi.fn();
    showServerFieldMessages<Values>(setError, [
      { field: 'email', messageKey: 'validation.emailDomain' },
      { field: 'newPassword', messageKey: 'validation.passwordComplexity' },
    ]);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'validation.emailDomain' }],
      ['newPassword', { type: 'server', message: 'validation.passwordComplexity' }],
    ]);
  });
});
