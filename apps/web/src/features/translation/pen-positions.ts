import type { MarkedPlace } from './find-marks.ts';

/** A pen button on screen, in viewport pixels. */
export interface Pen {
  id: string;
  translateKey: string;
  top: number;
  left: number;
}

export const PEN_SIZE = 20;

interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** The end of a text: its last line box (a wrapped text ends on its last line). */
function textBox(node: Text): Box | null {
  const range = node.ownerDocument.createRange();
  range.selectNodeContents(node);
  const boxes = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
  return boxes.at(-1) ?? null;
}

function elementBox(element: Element): Box | null {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? box : null;
}

/**
 * Whether the text is what the user sees at that point: a dialog's backdrop, a closed menu or a scrolled-away panel
 * hides it, and so its pen.
 */
function isShown(owner: Element, box: Box, layer: Element): boolean {
  const hit = owner.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!hit && (hit === owner || owner.contains(hit) || hit.contains(owner) || layer.contains(hit));
}

/**
 * Where the pens go: beside the end of a text, or on the top right corner of an element whose attribute is marked;
 * several keys at one place side by side. Only places inside the viewport and not covered by something else.
 */
export function penPositions(places: readonly MarkedPlace[], layer: Element): Pen[] {
  const view = layer.ownerDocument.documentElement;
  const [width, height] = [view.clientWidth, view.clientHeight];
  const taken = new Set<string>();
  const seen = new Map<string, number>();
  const pens: Pen[] = [];
  for (const place of places) {
    const owner = place.kind === 'text' ? place.node.parentElement : place.element;
    const box = place.kind === 'text' ? textBox(place.node) : elementBox(place.element);
    if (!owner || !box || box.bottom < 0 || box.top > height || box.right < 0 || box.left > width) continue;
    if (!isShown(owner, box, layer)) continue;
    const top = place.kind === 'text' ? box.top + (box.height - PEN_SIZE) / 2 : Math.max(0, box.top - PEN_SIZE / 2 + 2);
    const start = place.kind === 'text' ? box.right + 2 : box.right - PEN_SIZE / 2;
    place.keys.forEach((translateKey, index) => {
      const left = Math.min(Math.max(0, start + index * (PEN_SIZE + 2)), width - PEN_SIZE);
      // The same key at the same spot (a button's text and its label) gets one pen.
      const spot = `${translateKey}@${Math.round(top / PEN_SIZE)},${Math.round(left / PEN_SIZE)}`;
      if (taken.has(spot)) return;
      taken.add(spot);
      // Stable while the page scrolls, so a focused pen keeps its focus.
      const nth = (seen.get(translateKey) ?? 0) + 1;
      seen.set(translateKey, nth);
      pens.push({ id: `${translateKey}#${nth}`, translateKey, top, left });
    });
  }
  return pens;
}
