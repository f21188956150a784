import { describe, expect, it } from 'vitest';
import { loginFormErrorMap, loginFormSchema } from './login-schema.ts';

function messages(values: { email: string; password: string }) {
  const result = loginFormSchema.safeParse({ ...values, rememberMe: false }, { error: loginFormErrorMap });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('loginFormSchema', () => {
  it('accepts an e-mail address and a password, trimming the address', () => {
    const result = loginFormSchema.safeParse({ email: ' lab@demo.example ', password: 'x', rememberMe: true });
    expect(result.success && result.data).toEqual({ email: 'lab@demo.example', password: 'x', rememberMe: true });
  });

  it('gives an i18n key for every failure', () => {
    expect(messages({ email: '', password: '' })).toEqual({
      email: 'login.errors.emailRequired',
      password: 'login.errors.passwordRequired',
    });
    expect(messages({ email: '   ', password: 'x' })).toEqual({ email: 'login.errors.emailRequired' });
    expect(messages({ email: 'lab@', password: 'x' })).toEqual({ email: 'login.errors.emailInvalid' });
    expect(messages({ email: `${'a'.repeat(250)}@b.co`, password: 'x'.repeat(201) })).toEqual({
      email: 'login.errors.emailTooLong',
      password: 'login.errors.passwordTooLong',
    });
  });
});
