import { describe, expect, it } from 'vitest';
import { emailField, forgotPasswordEmailField, isCompanyEmail, isValidEmail } from './email.ts';
import { FORBIDDEN_NAME_CHARACTERS, nameField } from './text-fields.ts';
import {
  meetsPasswordComplexity,
  newPasswordField,
  oldPasswordField,
  otpField,
  passwordChecklist,
} from './password.ts';
import { V } from './messages.ts';

const firstName = nameField(V.firstNameRequired, V.firstNameInvalid);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('name fields (§5)', () => {
  it('accepts 100 characters and refuses 101', () => {
    expect(firstName.safeParse('a'.repeat(100)).success).toBe(true);
    expect(messageOf(firstName.safeParse('a'.repeat(101)))).toBe(V.textTooLong);
  });
  it('requires a value', () => {
    expect(messageOf(firstName.safeParse(''))).toBe(V.firstNameRequired);
  });
  it('refuses a leading space but accepts inner spaces and non-Latin names', () => {
    expect(messageOf(firstName.safeParse(' Ann'))).toBe(V.firstNameInvalid);
    expect(firstName.safeParse('Mary Ann').success).toBe(true);
    expect(firstName.safeParse('สมชาย').success).toBe(true);
    expect(firstName.safeParse('山田').success).toBe(true);
  });
  it.each([...FORBIDDEN_NAME_CHARACTERS])('refuses %s', (ch) => {
    expect(messageOf(firstName.safeParse(`Ann${ch}`))).toBe(V.firstNameInvalid);
  });
});

describe('e-mail (§5, §9)', () => {
  const domain = '@example.com';
  it('allows 64 characters before the @ and refuses 65', () => {
    expect(isValidEmail(`${'a'.repeat(64)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}${domain}`)).toBe(false);
  });
  it('allows 254 characters overall and refuses 255', () => {
    const host = (n: number) => `${'b'.repeat(n - 4)}.com`;
    const at254 = `${'a'.repeat(10)}@${host(254 - 11)}`;
    const at255 = `${'a'.repeat(10)}@${host(255 - 11)}`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(at255)).toBe(false);
  });
  it('gives the required and invalid messages', () => {
    expect(messageOf(emailField.safeParse(''))).toBe(V.emailRequired);
    expect(messageOf(emailField.safeParse('no-at-sign'))).toBe(V.emailInvalid);
    expect(messageOf(emailField.safeParse('a@b'))).toBe(V.emailInvalid);
  });
  it('forgot password allows 100 characters and refuses 101', () => {
    const at100 = `${'a'.repeat(60)}@${'b'.repeat(35)}.com`;
    const at101 = `${'a'.repeat(60)}@${'b'.repeat(36)}.com`;
    expect(at100).toHaveLength(100);
    expect(forgotPasswordEmailField.safeParse(at100).success).toBe(true);
    expect(messageOf(forgotPasswordEmailField.safeParse(at101))).toBe(V.emailInvalid);
  });
  it('recognises company domains and their subdomains', () => {
    expect(isCompanyEmail('x@Corp.example', ['corp.example'])).toBe(true);
    expect(isCompanyEmail('x@eu.corp.example', ['corp.example'])).toBe(true);
    expect(isCompanyEmail('x@notcorp.example', ['corp.example'])).toBe(false);
  });
});

describe('passwords (§5)', () => {
  const change = newPasswordField();
  const confirmPage = newPasswordField(50);
  const valid = (n: number) => `Aa1#${'x'.repeat(n - 4)}`;
  it('change password: 7 refused, 8 and 25 accepted, 26 refused', () => {
    expect(change.safeParse(valid(7)).success).toBe(false);
    expect(change.safeParse(valid(8)).success).toBe(true);
    expect(change.safeParse(valid(25)).success).toBe(true);
    expect(messageOf(change.safeParse(valid(26)))).toBe(V.passwordTooLong);
  });
  it('confirm-password page allows 50 and refuses 51', () => {
    expect(confirmPage.safeParse(valid(50)).success).toBe(true);
    expect(confirmPage.safeParse(valid(51)).success).toBe(false);
  });
  it('needs each of uppercase, lowercase, digit and symbol', () => {
    expect(meetsPasswordComplexity('aa1#aaaa')).toBe(false);
    expect(meetsPasswordComplexity('AA1#AAAA')).toBe(false);
    expect(meetsPasswordComplexity('Aaa#aaaa')).toBe(false);
    expect(meetsPasswordComplexity('Aa1aaaaa')).toBe(false);
    expect(meetsPasswordComplexity('Benchmark#2026')).toBe(true);
  });
  it.each(['$', '@', '!', '%', '*', '#', '?', '&', '-', '{', '}', '[', ']', '(', ')'])('accepts the symbol %s', (s) => {
    expect(meetsPasswordComplexity(`Abcdef1${s}`)).toBe(true);
  });
  it.each(['Ab1#<script>', 'Ab1#javascript:x', 'Ab1#&#60;x', 'Ab1#%3Cx', 'Ab1#&lt;x'])('refuses markup %s', (p) => {
    expect(meetsPasswordComplexity(p)).toBe(false);
  });
  it('the checklist reports each rule', () => {
    expect(passwordChecklist('abc')).toEqual({
      uppercase: false,
      lowercase: true,
      number: false,
      symbol: false,
      length: false,
    });
  });
  it('old password: at most 50; one-time code at most 10', () => {
    expect(oldPasswordField.safeParse('x'.repeat(50)).success).toBe(true);
    expect(oldPasswordField.safeParse('x'.repeat(51)).success).toBe(false);
    expect(otpField.safeParse('1'.repeat(10)).success).toBe(true);
    expect(messageOf(otpField.safeParse('1'.repeat(11)))).toBe(V.otpTooLong);
    expect(messageOf(otpField.safeParse(''))).toBe(V.otpRequired);
  });
});
