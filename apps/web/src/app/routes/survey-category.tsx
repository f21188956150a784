import { SurveyCategoryPage } from '../../features/survey/components/survey-category-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.survey.title' };

/**
 * /survey/:category_name_code: the lab's survey of one category. Staff's questions and the lab's replies are the
 * survey feature's own now (by question title, in the form and on this page), so nothing else is composed here.
 */
export function Component() {
  return <SurveyCategoryPage />;
}
