import { describe, expect, it } from 'vitest';
import { loginValidationFields } from './login-validation.ts';

describe('loginValidationFields (§8 101)', () => {
  it('names every field the sign-in form would refuse', () => {
    expect(loginValidationFields('  ', '')).toEqual([
      { field: 'email', message: 'login.errors.emailRequired' },
      { field: 'password', message: 'login.errors.passwordRequired' },
    ]);
    expect(loginValidationFields('not-an-address', 'secret')).toEqual([
      { field: 'email', message: 'login.errors.emailInvalid' },
    ]);
  });

  it('passes a filled-in form', () => {
    expect(loginValidationFields(' lab@demo.example ', 'Benchmark#2026')).toEqual([]);
  });
});
