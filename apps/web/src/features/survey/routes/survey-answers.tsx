import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.survey.title' };

/** /survey/:category_name_code/answers: a submitted or accepted response, every answer, read-only and printable. */
export function Component() {
  return <PlaceholderPage titleKey="pages.survey.title" />;
}
