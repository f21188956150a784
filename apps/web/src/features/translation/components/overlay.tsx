import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { translationEditor } from '../editor-store.ts';
import { MARKED_ATTRIBUTES, TOOL_ATTRIBUTE, findMarkedPlaces } from '../find-marks.ts';
import { penPositions } from '../pen-positions.ts';
import type { Pen } from '../pen-positions.ts';
import { useToolTexts } from '../tool-texts.ts';
import classes from './overlay.module.css';

/** Events after which texts may have moved without a change to the document. */
const LAYOUT_EVENTS = ['scroll', 'resize', 'transitionend', 'animationend', 'load'] as const;

/**
 * Translate mode's pens (D67x): one layer of its own, in a portal, above the page. It watches the document for
 * marked texts (MutationObserver, then one scan per animation frame) and draws a pen beside each; it never adds
 * anything to another component's DOM.
 */
export function TranslationOverlay() {
  const t = useToolTexts();
  const layer = useRef<HTMLDivElement>(null);
  const [pens, setPens] = useState<Pen[]>([]);

  useEffect(() => {
    let frame = 0;
    const scan = () => {
      frame = 0;
      if (layer.current) setPens(penPositions(findMarkedPlaces(document.body), layer.current));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(scan);
    };
    const observer = new MutationObserver((records) => {
      // The layer's own pens change with every scan.
      if (records.some((r) => !layer.current?.contains(r.target))) schedule();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...MARKED_ATTRIBUTES, 'class', 'style', 'hidden', 'open'],
    });
    for (const type of LAYOUT_EVENTS) window.addEventListener(type, schedule, { capture: true, passive: true });
    schedule();
    return () => {
      observer.disconnect();
      for (const type of LAYOUT_EVENTS) window.removeEventListener(type, schedule, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, []);

  return createPortal(
    <div ref={layer} className={classes.layer} {...{ [TOOL_ATTRIBUTE]: '' }}>
      {pens.map((pen) => (
        <button
          key={pen.id}
          type="button"
          className={classes.pen}
          style={{ top: pen.top, left: pen.left }}
          aria-label={t('translation.overlay.edit', { key: pen.translateKey })}
          title={t('translation.overlay.edit', { key: pen.translateKey })}
          onClick={() => translationEditor.open(pen.translateKey)}
        >
          <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
            />
          </svg>
        </button>
      ))}
    </div>,
    document.body,
  );
}
