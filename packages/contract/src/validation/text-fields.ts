import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { noControlCharacters } from './control-characters.ts';
import { V } from './messages.ts';

/** Characters §5 forbids in names: ` $ ! % * ? < > | ~ ^ ( ) { } + = [ ] \ : ; and the double quote. */
export const FORBIDDEN_NAME_CHARACTERS = '`$!%*?<>|~^(){}+=[]\\:;"';

export function hasForbiddenNameCharacter(value: string): boolean {
  return [...value].some((ch) => FORBIDDEN_NAME_CHARACTERS.includes(ch));
}

/**
 * A name field of §5 (first name, last name, lab name): required, at most 100 characters,
 * must not begin with whitespace and must not contain a forbidden character.
 */
export function nameField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .min(1, { error: required })
    .max(LIMITS.maxTextLength, { error: V.textTooLong })
    .check(noControlCharacters)
    .refine((v) => !/^\s/.test(v) && !hasForbiddenNameCharacter(v), { error: invalid });
}

/** An optional free-text field (branch, department, local lab name, address): at most 100, no markup characters. */
export const optionalTextField = z
  .string()
  .max(LIMITS.maxTextLength, { error: V.textTooLong })
  .check(noControlCharacters)
  .refine((v) => !/[<>]/.test(v), { error: V.textInvalid })
  .optional();

/** A required free-text field such as state/province. */
export function requiredTextField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(LIMITS.maxTextLength, { error: V.textTooLong })
    .check(noControlCharacters)
    .refine((v) => !/[<>]/.test(v), { error: V.textInvalid });
}
