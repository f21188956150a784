import { z } from 'zod';
import { V } from './messages.ts';

/**
 * C0 controls (NUL, tab, line breaks…), DEL and C1 controls. No field of ours is multi-line, so none is allowed
 * anywhere: they are invisible when pasted, and PostgreSQL refuses NUL outright (docs/decisions.md D29).
 */
function isControl(codeUnit: number): boolean {
  return codeUnit <= 0x1f || (codeUnit >= 0x7f && codeUnit <= 0x9f);
}

export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return true;
  return false;
}

/** The check every string field of a request carries; put it after `.trim()` so a trailing line break is trimmed. */
export const noControlCharacters = z.refine<string>((value) => !hasControlCharacter(value), {
  error: V.controlCharacters,
});

/** A string field with no other rule (ids, tokens, captcha solutions): still no control characters. */
export function plainString(params?: { error: string }) {
  return z.string(params).check(noControlCharacters);
}

/** Line breaks and tabs are text in a multi-line field (Markdown, a message); every other control is refused. */
function hasControlBesidesLineBreaks(value: string): boolean {
  return hasControlCharacter(value.replace(/[\n\r\t]/g, ''));
}

/** A multi-line text field (content in Markdown, a contact message): line breaks allowed, other controls not. */
export function multilineString(max: number) {
  return z
    .string()
    .max(max, { error: V.textTooLong })
    .check(z.refine<string>((value) => !hasControlBesidesLineBreaks(value), { error: V.controlCharacters }));
}
