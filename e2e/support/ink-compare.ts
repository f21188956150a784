import type { Page } from '@playwright/test';

/** A mark printed above or below the line's body, where it is in the text: x from 0 (start) to 1 (end). */
export interface Mark {
  /** Horizontal centre, as a share of the text's ink width. */
  x: number;
  /** Vertical centre, in body heights from the body's top (negative: above it). */
  y: number;
}

/** The marks of one rendering of a line of text. */
export interface LineMarks {
  above: Mark[];
  below: Mark[];
  /** All ink blobs (glyphs and marks). */
  blobs: number;
}

/**
 * The marks above and below the body of a line of Thai text in a PNG, found in the browser's canvas (no image
 * library): dark pixels are grouped into blobs (8-connected); the tall blobs give the body (consonant height), and
 * a blob entirely above or below it is a mark — tone marks and upper vowels above, lower vowels below. Blobs the
 * image's edge cuts (a table border next to the text) are left out.
 */
export async function lineMarks(page: Page, png: Buffer): Promise<LineMarks> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const [w, h] = [image.naturalWidth, image.naturalHeight];
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, w, h);
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, w, h);
    const ink = new Uint8Array(w * h);
    for (let p = 0; p < w * h; p++) {
      ink[p] = ((data[p * 4] ?? 255) + (data[p * 4 + 1] ?? 255) + (data[p * 4 + 2] ?? 255)) / 3 < 128 ? 1 : 0;
    }
    const blobs: { x0: number; y0: number; x1: number; y1: number; size: number }[] = [];
    const seen = new Uint8Array(w * h);
    for (let start = 0; start < w * h; start++) {
      if (!ink[start] || seen[start]) continue;
      const blob = { x0: w, y0: h, x1: 0, y1: 0, size: 0 };
      const stack = [start];
      seen[start] = 1;
      while (stack.length) {
        const p = stack.pop() ?? 0;
        const [x, y] = [p % w, Math.floor(p / w)];
        blob.size++;
        [blob.x0, blob.y0, blob.x1, blob.y1] = [
          Math.min(blob.x0, x),
          Math.min(blob.y0, y),
          Math.max(blob.x1, x),
          Math.max(blob.y1, y),
        ];
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const [nx, ny] = [x + dx, y + dy];
            const q = ny * w + nx;
            if (nx < 0 || ny < 0 || nx >= w || ny >= h || !ink[q] || seen[q]) continue;
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
      // A pixel or two of anti-aliasing dust is not a glyph, nor a rule or border the crop cut through.
      const cut = blob.x0 === 0 || blob.y0 === 0 || blob.x1 === w - 1 || blob.y1 === h - 1;
      if (blob.size > 3 && !cut) blobs.push(blob);
    }
    if (blobs.length === 0) throw new Error('an image without ink');
    // The body: the median top and bottom of the blobs at least half as tall as the tallest ones' median.
    const heights = blobs.map((b) => b.y1 - b.y0 + 1).sort((a, b) => a - b);
    const tall = (heights[Math.floor(heights.length * 0.75)] ?? 1) * 0.6;
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const bodies = blobs.filter((b) => b.y1 - b.y0 + 1 >= tall);
    const [top, bottom] = [median(bodies.map((b) => b.y0)), median(bodies.map((b) => b.y1))];
    const bodyHeight = Math.max(1, bottom - top);
    const [left, right] = [Math.min(...blobs.map((b) => b.x0)), Math.max(...blobs.map((b) => b.x1))];
    const mark = (b: (typeof blobs)[number]) => ({
      x: ((b.x0 + b.x1) / 2 - left) / Math.max(1, right - left),
      y: ((b.y0 + b.y1) / 2 - top) / bodyHeight,
    });
    const slack = bodyHeight * 0.15;
    const byX = (a: { x: number }, b: { x: number }) => a.x - b.x;
    return {
      above: blobs.filter((b) => b.y1 < top + slack).map(mark).sort(byX),
      below: blobs.filter((b) => b.y0 > bottom - slack).map(mark).sort(byX),
      blobs: blobs.length,
    };
  }, png.toString('base64'));
}

/**
 * Where two renderings' marks disagree: a mark of one with no mark of the other at the same place (x within
 * `dx` of the text width, y within `dy` body heights). Empty when every mark is there, once, where it belongs.
 */
export function markDifferences(a: LineMarks, b: LineMarks, dx = 0.02, dy = 0.25): string[] {
  const unmatched = (from: Mark[], to: Mark[], where: string, side: string) =>
    from
      .filter((m) => !to.some((n) => Math.abs(m.x - n.x) <= dx && Math.abs(m.y - n.y) <= dy))
      .map((m) => `a mark ${where} at x=${m.x.toFixed(3)}, y=${m.y.toFixed(2)} only in the ${side}`);
  return [
    ...unmatched(a.above, b.above, 'above', 'first'),
    ...unmatched(b.above, a.above, 'above', 'second'),
    ...unmatched(a.below, b.below, 'below', 'first'),
    ...unmatched(b.below, a.below, 'below', 'second'),
    ...(a.above.length === b.above.length ? [] : [`${a.above.length} marks above vs ${b.above.length}`]),
    ...(a.below.length === b.below.length ? [] : [`${a.below.length} marks below vs ${b.below.length}`]),
  ];
}
