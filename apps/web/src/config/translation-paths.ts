/**
 * The translation tool's pages (issue 15, D67), for users with permission LT: one place, so the router, the header's
 * translation menu and the pages' own links agree.
 */
const base = '/translation';

export const translationPaths = {
  glossary: `${base}/glossary`,
  terminology: `${base}/terminology`,
  coverage: `${base}/coverage`,
  /** The coverage page with one language's lists open. */
  coverageOf: (langId: string) => `${base}/coverage?lang=${encodeURIComponent(langId)}`,
  emails: `${base}/emails`,
} as const;

/** The pages in the order the menu lists them; their names are `translation.pages.nav.<id>`. */
export const TRANSLATION_PAGES = [
  { id: 'glossary', to: translationPaths.glossary },
  { id: 'terminology', to: translationPaths.terminology },
  { id: 'coverage', to: translationPaths.coverage },
  { id: 'emails', to: translationPaths.emails },
] as const;
