import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What poppler (poppler-utils: pdfinfo, pdftoppm, pdftotext) sees in a PDF: an independent reader of the file the
 * user saves, so the tests do not trust the printer's own idea of what it wrote.
 */

/** Points per CSS pixel when Chromium prints at scale 1 (96 CSS px per inch, 72 pt per inch). */
export const PT_PER_CSS_PX = 0.75;

export function pdfPageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = /^Pages:\s+(\d+)/m.exec(info)?.[1];
  if (!pages) throw new Error(`pdfinfo found no page count in ${file}`);
  return Number(pages);
}

/** Renders every page to `<prefix>-<n>.png` in `dir` and returns the files, in page order. */
export function renderEveryPage(file: string, dir: string, prefix: string, dpi = 72): string[] {
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), file, join(dir, prefix)]);
  return readdirSync(dir)
    .filter((name) => name.startsWith(`${prefix}-`) && name.endsWith('.png'))
    .sort((a, b) => Number(/-(\d+)\.png$/.exec(a)?.[1]) - Number(/-(\d+)\.png$/.exec(b)?.[1]))
    .map((name) => join(dir, name));
}

/** The PDF's text as pdftotext reads it (UTF-8). */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** Text compared without white space: pdftotext breaks and joins lines as the layout has them. */
export const squeezed = (text: string) => text.replace(/\s+/g, '');

/** A box on a page, in PDF points from the top left (pdftotext's coordinates). */
export interface TextBox {
  /** 1-based. */
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

const attr = (tag: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag)?.[1] ?? NaN);
const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/**
 * Where `text` is first printed: the run of consecutive words of one line that spells it exactly (white space aside),
 * from `pdftotext -bbox-layout`. null when no line holds it as words of its own.
 */
export function findText(file: string, text: string): TextBox | null {
  const xml = execFileSync('pdftotext', ['-enc', 'UTF-8', '-bbox-layout', file, '-'], { encoding: 'utf8' });
  const wanted = squeezed(text);
  const pages = xml.split(/<page\b/).slice(1);
  for (const [index, page] of pages.entries()) {
    for (const line of page.split(/<line\b/).slice(1)) {
      const words = [...line.matchAll(/<word([^>]*)>([^<]*)<\/word>/g)].map(([, tag = '', word = '']) => ({
        text: squeezed(unescapeXml(word)),
        box: { xMin: attr(tag, 'xMin'), yMin: attr(tag, 'yMin'), xMax: attr(tag, 'xMax'), yMax: attr(tag, 'yMax') },
      }));
      for (let start = 0; start < words.length; start++) {
        let joined = '';
        for (let end = start; end < words.length && joined.length < wanted.length; end++) {
          joined += words[end]?.text ?? '';
          if (joined !== wanted) continue;
          const run = words.slice(start, end + 1).map((w) => w.box);
          return {
            page: index + 1,
            xMin: Math.min(...run.map((b) => b.xMin)),
            yMin: Math.min(...run.map((b) => b.yMin)),
            xMax: Math.max(...run.map((b) => b.xMax)),
            yMax: Math.max(...run.map((b) => b.yMax)),
          };
        }
      }
    }
  }
  return null;
}

/** One region of a page as PNG at `dpi`, with `padPt` points around the box (glyph ink may overhang it). */
export function renderRegion(file: string, box: TextBox, dpi: number, padPt = 6): Buffer {
  const px = (pt: number) => Math.round((pt * dpi) / 72);
  const args = ['-png', '-singlefile', '-r', String(dpi), '-f', String(box.page), '-l', String(box.page)];
  const x = Math.max(0, box.xMin - padPt);
  const y = Math.max(0, box.yMin - padPt);
  args.push('-x', String(px(x)), '-y', String(px(y)));
  args.push('-W', String(px(box.xMax + padPt - x)), '-H', String(px(box.yMax + padPt - y)));
  return execFileSync('pdftoppm', [...args, file]);
}

/** PNG files start with this signature. */
export function isPng(file: string): boolean {
  return readFileSync(file).subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
