import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** The browser tab's title (app/layout/page-meta.ts). */
export const handle = { titleKey: 'pages.searchLabs.title' };

/** /searchLabs: the lab search that register/{labId} leads to. */
export function Component() {
  return <PlaceholderPage titleKey="pages.searchLabs.title" />;
}
