import { PlaceholderPage } from '../../../components/placeholder-page.tsx';

/** Skeleton of issue 17: replaced by the screen. */
export function Component() {
  return <PlaceholderPage titleKey="pages.privacy.title" />;
}
