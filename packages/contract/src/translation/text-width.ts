import { pluralFormOf } from './text-keys.ts';

/**
 * How wide a text is on screen, in columns: CJK ideographs, kana, Hangul and full-width forms take two, as in the
 * terminal's East Asian Width, so a limit means the same space in every language.
 */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA960-\uA97F\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;
const PLACEHOLDER = /\{\{[^}]*\}\}/g;

export function textWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(PLACEHOLDER, '')) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** The longest any text may be, in columns: what the database and the screens take. */
export const MAX_TEXT_WIDTH = 4000;

/**
 * Texts whose place on screen has room for so much (D67), first match wins: menu entries and tabs share a row with
 * others, buttons must not wrap on a 360 px phone, titles stay on two lines.
 */
export const TEXT_WIDTH_LIMITS: readonly { pattern: RegExp; limit: number; place: string }[] = [
  // The view-as-lab strip under the header and the footer's paragraphs wrap over the page's width.
  { pattern: /^header\.viewAsLab\.banner$/, limit: 120, place: 'header' },
  { pattern: /^header\./, limit: 40, place: 'header' },
  {
    pattern:
      /^footer\.(headerText|headerTextChina|disclaimer|copyright|copyrightMiddleEast|cookieNotice\.message|cookiePanel\.\w+)$/,
    limit: 320,
    place: 'footer',
  },
  { pattern: /^footer\./, limit: 80, place: 'footer' },
  { pattern: /^benchmark\.(tabs|categories|band)\./, limit: 40, place: 'tab' },
  // A sentence of the mails (apps/server/src/mail/templates) that ends like a "back" button; it wraps in the mail.
  { pattern: /^mail\.linkFallback$/, limit: 320, place: 'text' },
  { pattern: /(^|\.)[a-zA-Z]*(button|Button|submit|save|cancel|close|back)$/, limit: 40, place: 'button' },
  { pattern: /(^|\.)(title|heading)$/, limit: 120, place: 'title' },
];

/** The width limit of a key's text, and the kind of place that sets it. */
export function textWidthLimit(key: string): { limit: number; place: string } {
  const name = pluralFormOf(key)?.family ?? key;
  const rule = TEXT_WIDTH_LIMITS.find((r) => r.pattern.test(name));
  return rule ? { limit: rule.limit, place: rule.place } : { limit: MAX_TEXT_WIDTH, place: 'text' };
}
