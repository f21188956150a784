import i18next from 'i18next';
import type { PostProcessorModule } from 'i18next';

/**
 * Translate mode's marks (D67x, after Tolgee's in-context mode): a translated text carries its key as invisible
 * characters at its end, so the overlay can find the text on screen, wherever a component put it, and open the
 * editor for that key. A key becomes a number of this page's registry, written in binary with zero-width characters
 * (U+200C for 0, U+200D for 1) between two invisible delimiters (U+2063, U+2064). Only translators with translate
 * mode on get marks: for everybody else texts stay as they are, and this file is not even loaded.
 */
const START = '\u2063';
const END = '\u2064';
const ZERO = '\u200C';
const ONE = '\u200D';
const MARK = new RegExp(`${START}([${ZERO}${ONE}]{1,24})${END}`, 'g');

const keys: string[] = [];
const ids = new Map<string, number>();

function idOf(key: string): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = keys.push(key) - 1;
    ids.set(key, id);
  }
  return id;
}

/** The invisible mark of a key. */
export function markOf(key: string): string {
  const bits = idOf(key).toString(2);
  return `${START}${bits.replace(/0/g, ZERO).replace(/1/g, ONE)}${END}`;
}

/** A text with the mark of its key after it (once: a text already ending with it is left as it is). */
export function markText(text: string, key: string): string {
  const mark = markOf(key);
  return text.endsWith(mark) ? text : `${text}${mark}`;
}

/** Whether a text holds any mark (a cheap test before reading them). */
export function hasMarks(text: string): boolean {
  return text.includes(START);
}

/** The keys marked in a text, in order, each once; marks of another page's registry are skipped. */
export function readMarks(text: string): string[] {
  if (!hasMarks(text)) return [];
  const found = new Set<string>();
  for (const [, bits = ''] of text.matchAll(MARK)) {
    const key = keys[parseInt(bits.replace(new RegExp(ZERO, 'g'), '0').replace(new RegExp(ONE, 'g'), '1'), 2)];
    if (key !== undefined) found.add(key);
  }
  return [...found];
}

/** A text without its marks. */
export function stripMarks(text: string): string {
  return hasMarks(text) ? text.replace(MARK, '') : text;
}

export const TEXT_MARKS_PROCESSOR = 'textMarks';

/** i18next's resolved key of a call (with `postProcessPassResolved`): the plural form actually shown, e.g. `labs_one`. */
interface ResolvedOptions {
  i18nResolved?: { exactUsedKey?: string; usedKey?: string };
}

/** The i18next post-processor that marks every translated text with the key it came from. */
export const textMarksProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: TEXT_MARKS_PROCESSOR,
  process(value, key, options) {
    // Objects and arrays (returnObjects) come here too: they are not texts.
    const text: unknown = value;
    if (typeof text !== 'string' || text === '') return value;
    const { i18nResolved } = options as ResolvedOptions;
    const resolved = i18nResolved?.exactUsedKey ?? i18nResolved?.usedKey;
    const name = resolved ?? (Array.isArray(key) ? key[0] : key);
    return name ? markText(text, name) : text;
  },
};

/** Turns the marks of the page's i18next on or off, and shows every text again with or without them. */
export function setTextMarks(on: boolean): void {
  if (textMarksOn() === on) return;
  i18next.use(textMarksProcessor);
  i18next.options.postProcess = on ? TEXT_MARKS_PROCESSOR : false;
  // The plural form a text came from (`labs_one`), not only its family.
  i18next.options.postProcessPassResolved = on;
  // As a language change does, without changing the language.
  i18next.emit('languageChanged', i18next.language);
}

/** Whether the marks are on (read while rendering: turning them on or off re-renders every text). */
export function textMarksOn(): boolean {
  return !!i18next.options.postProcess;
}
