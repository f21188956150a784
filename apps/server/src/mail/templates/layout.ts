import { languageTag } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import type { MailTexts } from './mail-texts.ts';

/** A mail as send-mail.ts takes it: the same content as plain text and as HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The parts a mail is made of, rendered once as text and once as HTML. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'button'; label: string; href: string }
  /** A plain link on its own line (a newsletter mail's unsubscribe page). */
  | { kind: 'link'; href: string }
  /** Text someone else wrote (a contact message): kept as typed, line breaks included, never markup. */
  | { kind: 'quote'; text: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** Replaces i18next's `{{key}}` placeholders; the values are plain text (escaping happens when the HTML is built). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** Plain text has no button: the address stands on its own line after the paragraph that announces it. */
function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `${block.label} ${block.code}`;
    case 'button':
    case 'link':
      return block.href;
    case 'quote':
      return block.text;
  }
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933';

function htmlBlock(block: MailBlock, linkFallback: string): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'code':
      return (
        `<p style="margin:0 0 4px">${escapeHtml(block.label)}</p>` +
        `<p style="margin:0 0 16px;font-family:Consolas,Menlo,monospace;font-size:28px;font-weight:bold;` +
        `letter-spacing:6px">${escapeHtml(block.code)}</p>`
      );
    case 'button': {
      const href = escapeHtml(block.href);
      return (
        `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 20px;` +
        `background:#0b5cad;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px">${escapeHtml(linkFallback)}<br>` +
        `<a href="${href}" style="color:#0b5cad;word-break:break-all">${href}</a></p>`
      );
    }
    case 'link': {
      const href = escapeHtml(block.href);
      return `<p style="margin:0 0 16px;font-size:13px"><a href="${href}" style="color:#0b5cad;word-break:break-all">${href}</a></p>`;
    }
    case 'quote':
      return (
        `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd2d9;white-space:pre-wrap">` +
        `${escapeHtml(block.text)}</blockquote>`
      );
  }
}

/**
 * Greeting, the blocks, and the signature, in the user's language (`texts` are that language's). `footer`: the last
 * line, "sent automatically, do not reply" unless a mail may be answered.
 */
export function renderMail(
  language: LanguageId,
  texts: MailTexts,
  name: string,
  subject: string,
  blocks: MailBlock[],
  footer: string = texts.automatic,
): RenderedMail {
  const greeting = fill(texts.greeting, { name });
  const text = [greeting, ...blocks.map(textBlock), `-- \n${texts.signature}`].join('\n\n').concat(`\n${footer}\n`);
  const html =
    `<!DOCTYPE html><html lang="${languageTag(language)}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;${FONT}">` +
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>` +
    blocks.map((b) => htmlBlock(b, texts.linkFallback)).join('') +
    `<p style="margin:24px 0 4px">${escapeHtml(texts.signature)}</p>` +
    `<p style="margin:0;font-size:12px;color:#616e7c">${escapeHtml(footer)}</p>` +
    `</body></html>`;
  return { subject, text, html };
}
