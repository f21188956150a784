import { describe, expect, it } from 'vitest';
import { validateUserPayload } from '../auth/schemas.ts';
import { hasControlCharacter, plainString } from './control-characters.ts';
import { emailField } from './email.ts';
import { V } from './messages.ts';
import { newPasswordField } from './password.ts';
import { nameField, optionalTextField } from './text-fields.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('control characters (C0, DEL, C1)', () => {
  it.each(['\u0000', '\t', '\n', '\r', '\u001B', '\u007F', '\u0085', '\u009F'])('refuses U+%s', (ch) => {
    expect(hasControlCharacter(`a${ch}b`)).toBe(true);
    expect(messages(plainString().safeParse(`a${ch}b`))).toEqual([V.controlCharacters]);
  });

  it('accepts ordinary text in any script, spaces and symbols', () => {
    for (const text of ['Mary Ann', '山田 太郎', 'สมชาย', 'Ärztin', 'a\u00A0b', 'x#$%&@']) {
      expect(hasControlCharacter(text), text).toBe(false);
    }
  });

  it('is refused by the shared name, text, e-mail and password fields with its own message', () => {
    expect(messages(nameField(V.firstNameRequired, V.firstNameInvalid).safeParse('An\u0000n'))).toContain(
      V.controlCharacters,
    );
    expect(messages(optionalTextField.safeParse('Haem\u0000'))).toEqual([V.controlCharacters]);
    expect(messages(emailField.safeParse('a\u0000b@demo.example'))).toContain(V.controlCharacters);
    expect(messages(newPasswordField().safeParse('Benchmark#2026\u0000'))).toContain(V.controlCharacters);
  });

  it('lets a trimmed field lose a trailing line break instead of refusing it', () => {
    expect(emailField.safeParse('a@demo.example\n').success).toBe(true);
  });
});

describe('ValidateUser payload', () => {
  it('takes an empty loginToken and loginType as absent: a password sign-in', () => {
    const parsed = validateUserPayload.parse({ email: 'a@b.example', password: 'x', loginToken: '', loginType: '' });
    expect(parsed.loginToken).toBeUndefined();
    expect(parsed.loginType).toBeUndefined();
  });
});
