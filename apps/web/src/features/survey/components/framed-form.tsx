import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageId } from '@labbench/contract';
import { postToFrame } from '../frame-messages.ts';
import type { FrameMessage } from '../frame-messages.ts';
import { SubmitDialog } from './submit-dialog.tsx';
import type { SubmitDialogState } from './submit-dialog.tsx';
import { SurveyFrame } from './survey-frame.tsx';

interface Props {
  sUrl: string;
  language: LanguageId;
  /** "Histopathology lab 2026", as the confirmation names it. */
  survey: string;
  labName: string;
  /** The form submitted the response (`SC`), asking for its summary too (`SC_WS`). */
  onComplete: (summary: boolean) => void;
}

/** The form answers a check at once; a frame that has not loaded its form yet is said to be not ready. */
const NO_ANSWER_MS = 10_000;
/** Room above a question the page scrolls to, for the sticky header. */
const SCROLL_MARGIN_PX = 96;

/**
 * The open form in its frame with the page's Submit button (D60). Both Submit and the form's own Complete end in this
 * page's dialog: the form checks its answers and posts the report, the dialog lists what is missing (each leads to
 * its question in the form) and the warnings, and the lab's confirmation is posted back for the form to submit.
 */
export function FramedForm({ sUrl, language, survey, labName, onComplete }: Props) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [dialog, setDialog] = useState<SubmitDialogState | null>(null);
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopWaiting = () => {
    if (waiting.current) clearTimeout(waiting.current);
    waiting.current = null;
  };

  const onMessage = (message: Exclude<FrameMessage, { kind: 'height' }>) => {
    if (message.kind === 'submit') {
      stopWaiting();
      setDialog({ report: message.report, sending: false, errorKey: null });
    } else if (message.kind === 'submitFailed') {
      setDialog((open) => ({ report: open?.report ?? null, sending: false, errorKey: message.messageKey }));
    } else if (message.kind === 'focused') {
      const top = (frame.current?.getBoundingClientRect().top ?? 0) + window.scrollY + message.top;
      window.scrollTo({ top: Math.max(0, top - SCROLL_MARGIN_PX), behavior: 'smooth' });
    } else {
      setDialog(null);
      onComplete(message.summary);
    }
  };

  const check = () => {
    setDialog({ report: null, sending: false, errorKey: null });
    postToFrame(frame.current, { kind: 'check' });
    stopWaiting();
    waiting.current = setTimeout(
      () => setDialog((open) => (open && !open.report ? { ...open, errorKey: 'surveyForm.submit.notReady' } : open)),
      NO_ANSWER_MS,
    );
  };

  return (
    <>
      <SurveyFrame ref={frame} sUrl={sUrl} language={language} labStatus="P" onMessage={onMessage} />
      <Group>
        <Button onClick={check}>{t('survey.submit')}</Button>
      </Group>
      <SubmitDialog
        state={dialog}
        survey={survey}
        labName={labName}
        onGoto={(code) => {
          setDialog(null);
          postToFrame(frame.current, { kind: 'goto', code });
        }}
        onConfirm={() => {
          setDialog((open) => open && { ...open, sending: true, errorKey: null });
          postToFrame(frame.current, { kind: 'confirm' });
        }}
        onClose={() => {
          stopWaiting();
          setDialog(null);
        }}
      />
    </>
  );
}
