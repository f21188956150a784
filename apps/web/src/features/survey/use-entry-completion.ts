import { useState } from 'react';
import type { FrameMessage } from './frame-messages.ts';

/**
 * §4 frame messages on the lab survey entries: `SC` (the survey is complete) fetches the response again; `SC_WS`
 * does too and then shows the response's summary in place of the frame.
 */
export function useEntryCompletion(refetch: () => unknown) {
  const [summary, setSummary] = useState(false);
  const onMessage = (message: Exclude<FrameMessage, { kind: 'height' }>) => {
    if (message.kind !== 'complete') return;
    void refetch();
    if (message.summary) setSummary(true);
  };
  return { summary, onMessage };
}
