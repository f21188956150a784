import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../countdown.ts';

/** Seconds left of a countdown of `durationMs` that starts on mount; `restart` starts it again. */
export function useCountdown(durationMs: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + durationMs);
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(endsAt, now);
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return;
    // Four ticks a second keep the display within a quarter second of the clock.
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [running, endsAt]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + durationMs);
  }, [durationMs]);

  return { seconds, restart };
}
