import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.staffAdmin.title' };

/** /{company}-admin/export: export responses and labs. */
export function Component() {
  return <PlaceholderPage titleKey="pages.staffAdmin.title" />;
}
