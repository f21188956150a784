import { useParams } from 'react-router';
import { SURVEY_TYPES } from '@labbench/contract/constants';
import { LabQuestionThreads } from '../../features/review/components/lab-question-threads.tsx';
import { SurveyCategoryPage } from '../../features/survey/components/survey-category-page.tsx';
import { useSession } from '../../lib/session/auth-store.ts';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.survey.title' };

/** /survey/:category_name_code: the lab's survey of one category with the staff questions on it and the replies. */
export function Component() {
  const { category_name_code: nameCode } = useParams();
  const category = SURVEY_TYPES.find((s) => s.nameCode === nameCode)?.code;
  const labCode = useSession()?.currentUser?.labCode;
  return (
    <SurveyCategoryPage
      threads={labCode && category ? <LabQuestionThreads labCode={labCode} category={category} /> : undefined}
    />
  );
}
