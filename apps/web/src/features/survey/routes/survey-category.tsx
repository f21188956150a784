import { SurveyCategoryPage } from '../components/survey-category-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.survey.title' };

/** The category page on its own; app/ may compose it with the staff threads instead. */
export function Component() {
  return <SurveyCategoryPage />;
}
