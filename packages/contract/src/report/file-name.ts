/** The report's file name when nothing better is known (§7 "Dashboard Report"). */
export const REPORT_FILE_NAME = 'Dashboard Report';

/** Longest file name kept before the extension, in UTF-8 bytes: file systems allow 255 (a Thai or CJK letter is 3). */
const MAX_STEM_BYTES = 200;
/** A lab's name is cut to this many characters in a file name, so the category and round after it always fit. */
export const MAX_LAB_IN_FILE_NAME = 40;

const bytes = new TextEncoder();

/**
 * A file name every file system takes (issue 18 §2 item 2), from a text in any script: characters Windows, macOS or
 * Linux refuse (`\ / : * ? " < > |`, control characters) become a space, white space is collapsed, leading and
 * trailing dots and spaces go (Windows drops them), and it is cut to MAX_STEM_BYTES. Letters of every script stay.
 */
export function safeFileName(text: string, extension: string): string {
  const clean = text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
    .replace(/[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  let stem = '';
  for (const char of clean) {
    if (bytes.encode(stem + char).length > MAX_STEM_BYTES) break;
    stem += char;
  }
  stem = stem.replace(/[\s.]+$/, '');
  return `${stem || REPORT_FILE_NAME}.${extension}`;
}

/** A lab's name as a file name takes it: cut to MAX_LAB_IN_FILE_NAME characters. */
export function labInFileName(labName: string): string {
  return [...labName.trim()].slice(0, MAX_LAB_IN_FILE_NAME).join('').trim();
}

/** `{{name}}` placeholders of a text filled in (the server fills the report's file name text as i18next would). */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** RFC 5987 value-chars: everything else is percent-encoded from UTF-8. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition for a download named `fileName` (RFC 6266): `filename` in plain ASCII for old clients (other
 * characters become `_`) and, when the name is not plain ASCII, `filename*` in UTF-8 (RFC 5987), which browsers prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
