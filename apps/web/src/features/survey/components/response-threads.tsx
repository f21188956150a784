import { useState } from 'react';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { questionTitles } from '@labbench/contract';
import type { ResponseOf } from '@labbench/contract';
import { useLoadSurveyResponse } from '../api/load-survey-response.ts';
import { replyToSurveyQuestion } from '../api/reply-to-survey-question.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { QuestionThreads } from './question-threads.tsx';

type Loaded = ResponseOf<'loadSurveyResponse'>;

/**
 * Staff's questions on a submitted or decided response, on the lab's survey page (the open form shows them itself),
 * by question title in the reader's language. Replies are taken until staff decide.
 */
export function ResponseThreads({ token }: { token: string }) {
  const { t } = useTranslation();
  const loaded = useLoadSurveyResponse(token);
  if (loaded.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (loaded.isError) {
    return (
      <Alert color="red" role="alert">
        {t(surveyFailureKey(loaded.error))}
      </Alert>
    );
  }
  return <Threads data={loaded.data} token={token} />;
}

function Threads({ data, token }: { data: Loaded; token: string }) {
  const { i18n } = useTranslation();
  const [threads, setThreads] = useState(data.threads);
  const titles = questionTitles(data.definition, i18n.language);
  return (
    <QuestionThreads
      threads={threads}
      titleOf={(code) => titles.get(code) ?? code}
      onReply={
        data.survey_status === null
          ? async (code, comment) => setThreads((await replyToSurveyQuestion({ token, code, comment })).threads)
          : undefined
      }
    />
  );
}
