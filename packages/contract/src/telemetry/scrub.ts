/**
 * What a telemetry report may say about the page (§3 telemetry key): the route's shape, never a token, id, e-mail or
 * query. Both sides apply it: the browser before it sends, the server again before it logs, so an old or altered
 * page cannot put personal data in the log.
 */

/** The longest route and message a report keeps. */
export const TELEMETRY_ROUTE_MAX = 200;
export const TELEMETRY_MESSAGE_MAX = 300;

/**
 * A route word: lowercase with `-`/`_`, or camelCase of whole words (searchLabs, thankYou); no digits, short enough
 * not to be a token. Mixed-case runs (base64) are not words.
 */
const ROUTE_WORD = /^[a-z][a-z_-]{0,31}$|^[a-z]{2,}(?:[A-Z][a-z]{2,}){1,2}$/;
/** A category or country code of an address: CL, CLT, WWB. */
const ROUTE_CODE = /^[A-Z]{1,4}$/;

/** One path segment as it may be reported: a route word or code as is, anything else `:param`. */
function scrubSegment(segment: string): string {
  if (segment === '' || segment.startsWith(':')) return segment;
  return segment.length <= 40 && (ROUTE_WORD.test(segment) || ROUTE_CODE.test(segment)) ? segment : ':param';
}

/**
 * A page address as its route pattern: query and fragment dropped, every segment that is not a plain route word
 * (`/labcode/CL/REVNTy1DTC0wMDE` → `/labcode/CL/:param`, `/home/<token>` → `/home/:param`).
 */
export function scrubRoute(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const pattern = path.split('/').map(scrubSegment).join('/');
  return (pattern.startsWith('/') ? pattern : `/${pattern}`).slice(0, TELEMETRY_ROUTE_MAX);
}

const URL_IN_TEXT = /\b(?:https?|wss?|blob):\/\/[^\s'"<>)]+/gi;
/** A query string outside a full address (`/home?token=…`): dropped whole. */
const QUERY_IN_TEXT = /\?[\w.-]+=[^\s'"<>)]*/g;
const EMAIL = /[^\s@'"<>()]+@[^\s@'"<>()]+\.[^\s@'"<>()]+/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A run of letters, digits and -_+/= with a digit in it: an id, code or token when long (see scrubMessage). */
const TOKEN_LIKE = /[A-Za-z0-9+/=_-]*\d[A-Za-z0-9+/=_-]*/g;
/** C0 and C1 controls and DEL (line breaks, tabs…): the contract's strings refuse them. */
const CONTROLS = /\p{Cc}+/gu;

/** An address inside a message: its route pattern only (its host says nothing the operator does not know). */
function scrubUrl(url: string): string {
  try {
    return scrubRoute(new URL(url).pathname);
  } catch {
    return '<url>';
  }
}

/**
 * An error message as it may be reported: addresses reduced to their route, queries dropped, e-mail addresses, UUIDs and any
 * id-like run (6 characters with a digit, or 4 digits) replaced, line breaks and other controls as spaces, at most 300 characters.
 */
export function scrubMessage(message: string): string {
  return message
    .replace(CONTROLS, ' ')
    .replace(URL_IN_TEXT, scrubUrl)
    .replace(QUERY_IN_TEXT, '')
    .replace(EMAIL, '<email>')
    .replace(UUID, '<id>')
    .replace(TOKEN_LIKE, (run) => (run.length >= 6 || (run.length >= 4 && /^\d+$/.test(run)) ? '<id>' : run))
    .trim()
    .slice(0, TELEMETRY_MESSAGE_MAX);
}

/** The script an error came from: an asset's file name alone (`index-Bx3.js`), no path or query; else null. */
export function scrubSource(source: string): string | null {
  const name = source.split(/[?#]/, 1)[0]?.split('/').at(-1) ?? '';
  return /^[\w.-]{1,80}\.m?js$/.test(name) ? name : null;
}
