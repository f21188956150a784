import { Suspense, lazy } from 'react';
import { useLoadSurveyResponse } from '../api/load-survey-response.ts';
import { tokenOfFormUrl } from '../form-link.ts';
import { surveyFailureKey } from '../survey-failure.ts';
import { EntryLoader } from './entry-heading.tsx';
import { SurveyMessagePage } from './survey-form-error.tsx';

// SurveyJS's model reads the conditions and the labels; it loads only once a summary is asked for.
const AnswersView = lazy(async () => ({ default: (await import('./answers-view.tsx')).AnswersView }));

/** The summary `SC_WS` asks for (§4): every answer of the entry's response, read-only, as on the answers page. */
export function EntrySummary({ sUrl }: { sUrl: string }) {
  const loaded = useLoadSurveyResponse(tokenOfFormUrl(sUrl) ?? '');
  if (loaded.isPending) return <EntryLoader />;
  if (loaded.isError) return <SurveyMessagePage messageKey={surveyFailureKey(loaded.error)} />;
  return (
    <Suspense fallback={<EntryLoader />}>
      <AnswersView data={loaded.data} />
    </Suspense>
  );
}
