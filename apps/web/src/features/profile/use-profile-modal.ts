import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMERS_MS } from '@labbench/contract/constants';

/** `form`: the profile modal is open; `saved`: Updated closed it and the thank-you waits; `thanks`: it is shown. */
export type ProfileModalStep = 'closed' | 'form' | 'saved' | 'thanks';

export interface ProfileModalFlow {
  step: ProfileModalStep;
  open: () => void;
  /** Closes whichever dialog is open, and drops a thank-you still waiting. */
  close: () => void;
  /** §4 "Profile update", modal: the modal closes now, the thank-you dialog opens 1000 ms later (§9). */
  updated: () => void;
}

/** The profile modal opened from the profile-incomplete banner, and the thank-you dialog after it. */
export function useProfileModal(): ProfileModalFlow {
  const [step, setStep] = useState<ProfileModalStep>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelThanks = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancelThanks, [cancelThanks]);

  const open = useCallback(() => {
    cancelThanks();
    setStep('form');
  }, [cancelThanks]);
  const close = useCallback(() => {
    cancelThanks();
    setStep('closed');
  }, [cancelThanks]);
  const updated = useCallback(() => {
    cancelThanks();
    setStep('saved');
    timer.current = setTimeout(() => setStep('thanks'), TIMERS_MS.thankYouAfterModal);
  }, [cancelThanks]);

  return { step, open, close, updated };
}
