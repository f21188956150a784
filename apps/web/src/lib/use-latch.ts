import { useState } from 'react';

/**
 * False until `value` is first true, then true for good. A lazily loaded overlay mounts when it first opens and
 * stays mounted, so it still closes with its transition and returns focus like one that was there from the start.
 */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}
