import 'survey-core/survey-core.fontless.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Container, Stack, Title } from '@mantine/core';
import { Model } from 'survey-core';
import type { PageModel } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { useTranslation } from 'react-i18next';
import { parseSurveyTextKey } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { onTextsSaved } from '../../../i18n/saved-texts.ts';
import { textMarksOn } from '../../../i18n/text-marks.ts';
import { replyToSurveyQuestion } from '../api/reply-to-survey-question.ts';
import { postToParent } from '../frame-messages.ts';
import { readPending, toAnswerValue } from '../pending-answers.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { useAnswerSaver } from '../use-answer-saver.ts';
import { useFormSubmission } from '../use-form-submission.ts';
import { FormNotes } from './form-notes.tsx';
import { QuestionThreads } from './question-threads.tsx';
import { SaveStatus } from './save-status.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { SurveyMessagePage } from './survey-form-error.tsx';
import { markSurveyTexts } from './survey-text-marks.ts';
import classes from './survey-form-view.module.css';

type Loaded = ResponseOf<'loadSurveyResponse'>;
type Thread = Loaded['threads'][number];

/** The variable every SurveyJS text font derives from (survey-core's base theme). */
const SURVEY_FONT_VARIABLE = '--sjs2-typography-font-family-text';

/** The contract's question codes; SurveyJS's own values (e.g. `-Comment`) are not answers. */
const QUESTION_CODE = /^[A-Z][A-Z0-9_]{1,79}$/;

interface Props {
  data: Loaded;
  token: string;
  locale: string;
  retake: boolean;
}

/**
 * The model with the answers so far, unsent ones of this device on top, opened where the last person stopped; in
 * translate mode its texts carry the marks of their survey text keys.
 */
function buildModel(data: Loaded, token: string, locale: string, marks: boolean) {
  const { definition, answers, position, status } = data;
  const model = new Model(marks ? markSurveyTexts(definition, data.category, data.round) : definition);
  model.locale = locale;
  // The portal's font stack: SurveyJS's default Open Sans is not loaded (fontless CSS), so the form fell back to serif.
  model.applyTheme({ cssVariables: { [SURVEY_FONT_VARIABLE]: 'var(--mantine-font-family)' } });
  model.showProgressBar = true;
  model.progressBarLocation = 'top';
  model.data = { ...Object.fromEntries(answers.map((a) => [a.code, a.value])), ...readPending(localStorage, token) };
  if (status === 'A') {
    model.readOnly = true;
    model.questionsOnPageMode = 'singlePage';
  } else if (position) {
    const page = model.getPageByName(position.page);
    if (page?.isVisible) model.currentPageNo = model.visiblePages.indexOf(page);
  }
  return model;
}

/** Staff's last question of each open thread goes beside its question in the form (D39). */
function markQuestions(model: Model, threads: Thread[], note: (text: string) => string) {
  for (const thread of threads) {
    const question = model.getQuestionByName(thread.code);
    const asked = thread.messages.filter((m) => m.author === 'staff').at(-1);
    if (question && asked) question.description = thread.open ? note(asked.text) : '';
  }
}

/** The survey form of a link (D35): autosaved answers, resume, staff's questions and replies, checked submission. */
export function SurveyFormView({ data, token, locale, retake }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Read on every render: turning translate mode on or off re-renders every text.
  const marks = textMarksOn();
  // Loaded again after a switch of the marks or a saved survey text (below); the model is then built anew from the
  // server's latest answers and page, not from those of the first load.
  const [generation, setGeneration] = useState(0);
  const built = useMemo(
    () => ({ marks, model: buildModel(data, token, locale, marks) }),
    // The marks of the moment the data came: a switch loads the data again first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, token, locale, generation],
  );
  const { model } = built;
  const lastQuestion = useRef<string | null>(data.position?.question ?? null);
  const box = useRef<HTMLDivElement>(null);
  const [finalFailure, setFinalFailure] = useState<unknown>(null);
  const [threads, setThreads] = useState(data.threads);

  const saver = useAnswerSaver({
    token,
    position: () => {
      const page = model.currentPage as PageModel | undefined;
      return page ? { page: page.name, question: lastQuestion.current } : undefined;
    },
    onOthersAnswers: (answers, pending) => {
      for (const a of answers) if (!(a.code in pending)) model.setValue(a.code, a.value, false, false);
    },
    onFinalFailure: setFinalFailure,
  });
  const submission = useFormSubmission({
    model,
    token,
    category: data.category,
    flush: saver.flush,
    onFinalFailure: setFinalFailure,
  });

  useEffect(() => markQuestions(model, threads, (text) => t('surveyForm.flagNote', { text })), [model, threads, t]);

  // Translate mode switched, or a survey text saved through the translation tool: the form shows the new texts.
  useEffect(() => {
    const reload = () =>
      void queryClient
        .refetchQueries({ queryKey: ['survey', 'form', token], exact: true })
        .then(() => setGeneration((g) => g + 1));
    if (built.marks !== marks) reload();
    return onTextsSaved((keys) => {
      if (keys.some((key) => parseSurveyTextKey(key) !== null)) reload();
    });
  }, [built, marks, queryClient, token]);

  useEffect(() => {
    const onValue = (_: unknown, o: { name: string; value: unknown }) => {
      const value = toAnswerValue(o.value);
      if (value === undefined || !QUESTION_CODE.test(o.name)) return;
      lastQuestion.current = o.name;
      saver.change({ [o.name]: value });
    };
    const focusStored = () => {
      const question = lastQuestion.current ? model.getQuestionByName(lastQuestion.current) : null;
      if (question?.isVisible && question.page === model.currentPage) question.focus();
    };
    model.onValueChanged.add(onValue);
    model.onAfterRenderSurvey.add(focusStored);
    // Answers this device could not send last time go first.
    if (Object.keys(readPending(localStorage, token)).length > 0) void saver.flush();
    return () => {
      model.onValueChanged.remove(onValue);
      model.onAfterRenderSurvey.remove(focusStored);
    };
    // Once per model: the handlers read the latest state through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model]);

  // §4: the page around the frame sizes it by the height posted here.
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => postToParent(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (finalFailure) return <SurveyMessagePage messageKey={surveyFailureKey(finalFailure)} />;

  const survey = `${t(`survey.categories.${data.category}`)} ${data.round}`;
  const reply = async (code: string, comment: string) =>
    setThreads((await replyToSurveyQuestion({ token, code, comment })).threads);

  return (
    <Container size="md" py="md" ref={box} className={classes.form}>
      <Stack gap="sm">
        {/* In a frame the page around already names the lab and the survey. */}
        {window.parent === window && (
          <Title order={1} size="h3">
            {data.labName} · {survey}
          </Title>
        )}
        <FormNotes data={data} retake={retake} done={submission.done} />
        <QuestionThreads
          threads={threads}
          titleOf={(code) => model.getQuestionByName(code)?.title ?? code}
          onReply={data.survey_status === null && !submission.done ? reply : undefined}
          onGoto={submission.done ? undefined : submission.goto}
        />
        {data.status === 'P' && !submission.done && (
          <SaveStatus state={saver.state} onRetry={() => void saver.flush()} />
        )}
        <Survey model={model} />
      </Stack>
      <SubmitDialog
        state={submission.dialog}
        survey={survey}
        labName={data.labName}
        onGoto={submission.goto}
        onConfirm={() => void submission.confirm()}
        onClose={submission.close}
      />
    </Container>
  );
}
