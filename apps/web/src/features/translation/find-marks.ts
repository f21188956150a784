import { isTranslationKey } from '@labbench/contract';
import { hasMarks, readMarks } from '../../i18n/text-marks.ts';

/** The tool's own layer and dialogs: their texts are not offered for editing in place. */
export const TOOL_ATTRIBUTE = 'data-translation-tool';

/** Attributes that show (or speak) a text: a pen goes beside the element. */
export const MARKED_ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt', 'value'] as const;
const ATTRIBUTE_SELECTOR = [
  '[placeholder]',
  '[aria-label]',
  '[title]',
  '[alt]',
  'input[type="button"][value]',
  'input[type="submit"][value]',
  'input[type="reset"][value]',
].join(',');

/** A text on screen that carries marks: a text node, or an element whose attributes do. */
export type MarkedPlace =
  { kind: 'text'; node: Text; keys: string[] } | { kind: 'attribute'; element: Element; keys: string[] };

const keysIn = (text: string) => readMarks(text).filter(isTranslationKey);
const inTool = (element: Element | null) => !!element?.closest(`[${TOOL_ATTRIBUTE}]`);

/** Every marked text and attribute under `root`, in document order, the tool's own skipped. */
export function findMarkedPlaces(root: HTMLElement): MarkedPlace[] {
  const places: MarkedPlace[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (hasMarks((node as Text).data) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const keys = keysIn(text.data);
    // A <title> or <option> of a native select has no box of its own to put a pen beside.
    if (keys.length && !inTool(text.parentElement) && !text.parentElement?.closest('option, script, style'))
      places.push({ kind: 'text', node: text, keys });
  }
  // A label that repeats a text shown elsewhere (a button's name, a field named by its question) gets no second pen.
  const shown = new Set(places.flatMap((p) => p.keys));
  for (const element of root.querySelectorAll(ATTRIBUTE_SELECTOR)) {
    if (inTool(element)) continue;
    const values = MARKED_ATTRIBUTES.map((name) => element.getAttribute(name) ?? '').filter(hasMarks);
    const keys = [...new Set(values.flatMap(keysIn))].filter((key) => !shown.has(key));
    if (keys.length) places.push({ kind: 'attribute', element, keys });
  }
  return places;
}
