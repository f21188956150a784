import { SECTION_PATHS } from '@labbench/contract/constants';
import type { ArticleSection } from '@labbench/contract';

/** The section whose list or article an address is (`/get-inspired/insights/x` → inspiration), or null. */
export function sectionOfPath(pathname: string): ArticleSection | null {
  const found = Object.entries(SECTION_PATHS).find(([, path]) => pathname === path || pathname.startsWith(`${path}/`));
  return (found?.[0] as ArticleSection | undefined) ?? null;
}

/** The text key of a section's name. */
export const sectionTitleKey = (section: ArticleSection) => `content.sections.${section}`;
