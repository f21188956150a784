import { useEffect, useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { scrollArrowDirection } from './scroll-direction.ts';
import classes from './scroll-arrow.module.css';

/** Fixed bottom-right button: down to the page bottom, and up again once near it (§2 Other). */
export function ScrollArrow() {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setDirection(
        scrollArrowDirection({
          scrollY: window.scrollY,
          viewportHeight: window.innerHeight,
          documentHeight: document.documentElement.scrollHeight,
        }),
      );
    };
    // One measurement per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages grow after data loads without any scroll or resize event.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);

  if (!direction) return null;
  const up = direction === 'up';
  const scroll = () =>
    window.scrollTo({
      top: up ? 0 : document.documentElement.scrollHeight,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });

  return (
    <button
      type="button"
      className={classes.arrow}
      data-direction={direction}
      aria-label={up ? t('layout.scrollToTop') : t('layout.scrollToBottom')}
      onClick={scroll}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 5v14M5 12l7 7 7-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
