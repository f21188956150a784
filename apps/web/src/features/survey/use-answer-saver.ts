import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '@labbench/contract';
import { saveSurveyAnswers } from './api/save-survey-answers.ts';
import { addPending, confirmPending, readPending } from './pending-answers.ts';
import type { AnswerValue } from './pending-answers.ts';
import { isFinalLinkFailure } from './survey-failure.ts';

/** §9-style debounce of the form: one save per pause in typing. */
export const SAVE_DEBOUNCE_MS = 800;
const BATCH = 200;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
type Answer = ResponseOf<'saveSurveyAnswers'>['answers'][number];

interface Options {
  token: string;
  /** Where the respondent is, sent with each save so the next visit resumes there. */
  position: () => { page: string; question: string | null } | undefined;
  /** Answers others saved meanwhile, for the form to merge. */
  onOthersAnswers: (answers: Answer[], pending: Record<string, AnswerValue>) => void;
  /** The link stopped working (revoked, round closed, submitted). */
  onFinalFailure: (error: unknown) => void;
}

/** Saves changed answers debounced; unsent ones stay in local storage until the server confirms them. */
export function useAnswerSaver({ token, position, onOthersAnswers, onFinalFailure }: Options) {
  const [state, setState] = useState<SaveState>(() =>
    Object.keys(readPending(localStorage, token)).length ? 'failed' : 'idle',
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const options = useRef({ position, onOthersAnswers, onFinalFailure });
  // Answers others saved after this moment come back with each save; it starts at the load of the form.
  const since = useRef(new Date().toISOString());
  useEffect(() => {
    options.current = { position, onOthersAnswers, onFinalFailure };
  });

  const sendOnce = useCallback(async (): Promise<boolean> => {
    const pending = readPending(localStorage, token);
    const entries = Object.entries(pending);
    if (entries.length === 0) return true;
    setState('saving');
    try {
      for (let i = 0; i < entries.length; i += BATCH) {
        const batch = Object.fromEntries(entries.slice(i, i + BATCH));
        const result = await saveSurveyAnswers({
          token,
          answers: Object.entries(batch).map(([code, value]) => ({ code, value })),
          position: options.current.position(),
          since: since.current,
        });
        since.current = result.savedAt;
        confirmPending(localStorage, token, batch);
        options.current.onOthersAnswers(result.answers, readPending(localStorage, token));
      }
      return true;
    } catch (error) {
      if (isFinalLinkFailure(error)) options.current.onFinalFailure(error);
      return false;
    }
  }, [token]);

  /** Sends everything unsent, one save at a time; answers given while a save runs go with the next. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    while (running.current) await running.current;
    let ok: boolean;
    do {
      running.current = sendOnce();
      ok = await running.current;
      running.current = null;
    } while (ok && Object.keys(readPending(localStorage, token)).length > 0);
    setState(ok ? 'saved' : 'failed');
    return ok;
  }, [sendOnce, token]);

  const change = useCallback(
    (answers: Record<string, AnswerValue>) => {
      addPending(localStorage, token, answers);
      setState('saving');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [flush, token],
  );

  // Back online: send what waited. Leaving the page: send what the debounce still holds.
  useEffect(() => {
    const send = () => void flush();
    window.addEventListener('online', send);
    window.addEventListener('pagehide', send);
    return () => {
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', send);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush]);

  return { state, change, flush };
}
