import 'survey-core/survey-core.fontless.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Model } from 'survey-core';
import type { PageModel } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '@labbench/contract';
import { completeSurveyResponse } from '../api/complete-survey-response.ts';
import { SURVEY_COMPLETE, postToParent } from '../frame-messages.ts';
import { readPending, toAnswerValue } from '../pending-answers.ts';
import { isFinalLinkFailure, surveyFailureKey } from '../survey-failure.ts';
import { useAnswerSaver } from '../use-answer-saver.ts';
import { SaveStatus } from './save-status.tsx';
import { SurveyMessagePage } from './survey-form-error.tsx';

type Loaded = ResponseOf<'loadSurveyResponse'>;

/** The contract's question codes; SurveyJS's own values (e.g. `-Comment`) are not answers. */
const QUESTION_CODE = /^[A-Z][A-Z0-9_]{1,79}$/;

interface Props {
  data: Loaded;
  token: string;
  locale: string;
  retake: boolean;
}

/** The model with the answers so far, unsent ones of this device on top, opened where the last person stopped. */
function buildModel({ definition, answers, position, status }: Loaded, token: string, locale: string) {
  const model = new Model(definition);
  model.locale = locale;
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

/** The survey form of a link (D35): autosaved answers, resume, staff flags, Complete. */
export function SurveyFormView({ data, token, locale, retake }: Props) {
  const { t } = useTranslation();
  const model = useMemo(() => buildModel(data, token, locale), [data, token, locale]);
  const lastQuestion = useRef<string | null>(data.position?.question ?? null);
  const box = useRef<HTMLDivElement>(null);
  const [finalFailure, setFinalFailure] = useState<unknown>(null);
  const [completion, setCompletion] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const openFlags = data.flags.filter((f) => f.open);

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

  const complete = async () => {
    setCompletion('sending');
    if (!(await saver.flush())) return setCompletion('failed');
    try {
      await completeSurveyResponse(token);
      setCompletion('done');
      postToParent(SURVEY_COMPLETE);
    } catch (error) {
      if (isFinalLinkFailure(error)) setFinalFailure(error);
      else setCompletion('failed');
    }
  };
  const completeRef = useRef(complete);
  useEffect(() => {
    completeRef.current = complete;
  });

  useEffect(() => {
    for (const flag of openFlags) {
      const question = model.getQuestionByName(flag.code);
      if (question) question.description = t('surveyForm.flagNote', { text: flag.question });
    }
    const onValue = (_: unknown, o: { name: string; value: unknown }) => {
      const value = toAnswerValue(o.value);
      if (value === undefined || !QUESTION_CODE.test(o.name)) return;
      lastQuestion.current = o.name;
      saver.change({ [o.name]: value });
    };
    const onComplete = () => void completeRef.current();
    const focusStored = () => {
      const question = lastQuestion.current ? model.getQuestionByName(lastQuestion.current) : null;
      if (question?.isVisible && question.page === model.currentPage) question.focus();
    };
    model.onValueChanged.add(onValue);
    model.onComplete.add(onComplete);
    model.onAfterRenderSurvey.add(focusStored);
    // Answers this device could not send last time go first.
    if (Object.keys(readPending(localStorage, token)).length > 0) void saver.flush();
    return () => {
      model.onValueChanged.remove(onValue);
      model.onComplete.remove(onComplete);
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

  return (
    <Container size="md" py="md" ref={box}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {data.labName} · {t(`survey.categories.${data.category}`)} {data.round}
        </Title>
        {data.status === 'A' && (
          <Alert color="blue" variant="light">
            {t(retake ? 'surveyForm.retakeNote' : 'surveyForm.submittedNote')}
          </Alert>
        )}
        {openFlags.length > 0 && (
          <Alert color="yellow" variant="light" title={t('surveyForm.flagsTitle', { count: openFlags.length })}>
            <Stack gap={4}>
              {openFlags.map((f) => (
                <Text key={`${f.code}-${f.question}`} size="sm">
                  {model.getQuestionByName(f.code)?.title ?? f.code}: {f.question}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {data.status === 'P' && completion !== 'done' && (
          <SaveStatus state={saver.state} onRetry={() => void saver.flush()} />
        )}
        {completion === 'sending' && <Text role="status">{t('surveyForm.completing')}</Text>}
        {completion === 'done' && (
          <Alert color="green" variant="light" role="status">
            {t('surveyForm.completed')}
          </Alert>
        )}
        {completion === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('surveyForm.completeFailed')}</Text>
              <Button size="compact-sm" onClick={() => void complete()}>
                {t('surveyForm.retry')}
              </Button>
            </Stack>
          </Alert>
        )}
        <Survey model={model} />
      </Stack>
    </Container>
  );
}
