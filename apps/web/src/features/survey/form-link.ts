/** The form's path; a link is this path and its token (D35). */
const FORM_PATH = '/survey-form/';

/** The token of a form link (`/survey-form/<token>`, maybe with a query), or null for anything else. */
export function tokenOfFormUrl(sUrl: string | null | undefined): string | null {
  if (!sUrl?.startsWith(FORM_PATH)) return null;
  const token = sUrl.slice(FORM_PATH.length).split(/[?#]/)[0] ?? '';
  return token.length > 0 ? token : null;
}
