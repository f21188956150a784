/** A text with one `<tag>…</tag>` span: the words before, inside and after it (the inside is shown as a link). */
export interface LinkedText {
  before: string;
  link: string;
  after: string;
}

/**
 * Splits a translated text at its `<privacy>…</privacy>` span without any markup parser: the text stays text, the
 * span's words become a link's label. A text without the span is all `before`.
 */
export function splitLinkedText(text: string, tag: string): LinkedText {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  const start = text.indexOf(open);
  const end = text.indexOf(close, start + open.length);
  if (start < 0 || end < 0) return { before: text, link: '', after: '' };
  return {
    before: text.slice(0, start),
    link: text.slice(start + open.length, end),
    after: text.slice(end + close.length),
  };
}
