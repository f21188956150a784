import { replace } from 'react-router';
import type { MiddlewareFunction } from 'react-router';
import { changeLanguage } from '../i18n/index.ts';
import { parseLocalePrefix } from '../lib/locale-prefix.ts';
import { storeCountry, storeLanguage } from '../lib/locale-store.ts';
import { redirectFrom } from './guards/guard-middleware.ts';
import { passThroughTarget } from './pass-through.ts';
import { allowSearchLabsView, forgetSearchLabsViewOutside, registerLabId } from './search-labs-view.ts';

/**
 * Root middleware, first on every navigation (§2): a `COUNTRY_language` path prefix or `switchTo` query
 * selects country and language and leaves the address; addresses that only lead elsewhere do so; the
 * searchLabs permission ends when the user goes anywhere else.
 */
export const addressMiddleware: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  const prefix = parseLocalePrefix(url.pathname, url.search);
  if (prefix) {
    if (prefix.selection) {
      storeCountry(prefix.selection.country);
      storeLanguage(prefix.selection.language);
      await changeLanguage(prefix.selection.language);
    }
    // The router's request carries no fragment; on a first load the browser's address still has it.
    const hash = url.hash || (url.pathname === window.location.pathname ? window.location.hash : '');
    throw replace(`${prefix.pathname}${prefix.search}${hash}`);
  }

  const labId = registerLabId(url.pathname);
  if (labId !== null) allowSearchLabsView(labId);
  const target = passThroughTarget(url.pathname, url.search);
  if (target) throw redirectFrom(request, target);
  forgetSearchLabsViewOutside(url.pathname);
};
