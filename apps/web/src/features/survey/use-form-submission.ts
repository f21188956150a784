import { useEffect, useRef, useState } from 'react';
import type { SurveyModel } from 'survey-core';
import { missingAnswersOf } from '@labbench/contract';
import { toApiCallError } from '../../lib/api-client.ts';
import { completeSurveyResponse } from './api/complete-survey-response.ts';
import type { SubmitDialogState } from './components/submit-dialog.tsx';
import { SURVEY_COMPLETE, postToParent, readPageCommand } from './frame-messages.ts';
import { reportOfMissing, submissionReport } from './submission-report.ts';
import type { SubmissionReport } from './submission-report.ts';
import { isFinalLinkFailure, surveyFailureKey } from './survey-failure.ts';

interface Options {
  model: SurveyModel;
  token: string;
  category: string;
  /** Sends the answers not saved yet; false when that failed. */
  flush: () => Promise<boolean>;
  /** The link stopped working (revoked, round closed, submitted meanwhile). */
  onFinalFailure: (error: unknown) => void;
}

/** SurveyJS's own Complete button: it asks for our confirmation instead of completing at once. */
const COMPLETE_ACTION = 'sv-nav-complete';
const COMPLETE_FAILED = 'surveyForm.completeFailed';
/** SurveyJS moves to a question's page and renders it before the question has a place to scroll to. */
const AFTER_RENDER_MS = 50;

/**
 * The form's side of a submission (D60). Complete (SurveyJS's button, or the page's Submit through a message) checks
 * the answers; standalone the form shows the confirmation itself, in a frame it hands the report to the page, whose
 * dialog is where the lab looks, and the page answers with "go to a question" or "confirm". Confirming sends what is
 * unsaved, submits, and completes the model; a refusal for missing answers shows them again.
 */
export function useFormSubmission({ model, token, category, flush, onFinalFailure }: Options) {
  const framed = window.parent !== window;
  const [dialog, setDialog] = useState<SubmitDialogState | null>(null);
  const [done, setDone] = useState(false);
  const completing = useRef(false);

  const show = (report: SubmissionReport) => {
    if (framed) postToParent({ kind: 'submit', report });
    else setDialog({ report, sending: false, errorKey: null });
  };
  const fail = (messageKey: string) => {
    if (framed) postToParent({ kind: 'submitFailed', messageKey });
    else setDialog((open) => open && { ...open, sending: false, errorKey: messageKey });
  };

  const request = () => show(submissionReport(model, category));

  const goto = (code: string) => {
    setDialog(null);
    if (!model.focusQuestion(code) || !framed) return;
    // The frame is as tall as the form: the page around it scrolls to where the question is.
    window.setTimeout(() => {
      const element = document.querySelector(`[data-name="${CSS.escape(code)}"]`);
      if (element) postToParent({ kind: 'focused', top: element.getBoundingClientRect().top + window.scrollY });
    }, AFTER_RENDER_MS);
  };

  const confirm = async () => {
    setDialog((open) => open && { ...open, sending: true, errorKey: null });
    if (!(await flush())) return fail(COMPLETE_FAILED);
    try {
      await completeSurveyResponse(token);
    } catch (error) {
      const missing = missingAnswersOf(toApiCallError(error).error);
      if (missing) return show(reportOfMissing(model, missing));
      fail(isFinalLinkFailure(error) ? surveyFailureKey(error) : COMPLETE_FAILED);
      if (isFinalLinkFailure(error)) onFinalFailure(error);
      return;
    }
    completing.current = true;
    model.doComplete();
    setDialog(null);
    setDone(true);
    postToParent(SURVEY_COMPLETE);
  };

  // The listeners live as long as the model; they call the latest handlers through this ref.
  const handlers = useRef({ request, goto, confirm });
  useEffect(() => {
    handlers.current = { request, goto, confirm };
  });

  useEffect(() => {
    const action = model.navigationBar.getActionById(COMPLETE_ACTION);
    if (action) action.action = () => handlers.current.request();
    // Any other way to complete (a trigger, a keyboard shortcut) goes through the same check.
    const guard = (_: SurveyModel, options: { allow: boolean }) => {
      if (completing.current) return;
      options.allow = false;
      handlers.current.request();
    };
    model.onCompleting.add(guard);
    return () => model.onCompleting.remove(guard);
  }, [model]);

  useEffect(() => {
    if (!framed) return;
    const listen = (event: MessageEvent) => {
      const command = readPageCommand(event, window.location.origin, window.parent);
      if (command?.kind === 'check') handlers.current.request();
      if (command?.kind === 'goto') handlers.current.goto(command.code);
      if (command?.kind === 'confirm') void handlers.current.confirm();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [framed]);

  return { dialog, done, request, goto, confirm, close: () => setDialog(null) };
}
