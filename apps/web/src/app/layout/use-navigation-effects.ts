import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMERS_MS } from '@labbench/contract/constants';
import { pageMetaKey, pageTitleKey } from './page-meta.ts';
import { useBackReload } from './use-back-reload.ts';
import { usePageView } from './use-page-view.ts';

/**
 * The language the server filled the first page's head in (apps/server/src/web/page-head.ts), and that page's path
 * once the app has settled: while the app shows that page in that language, the served title, description,
 * canonical URL and hreflang alternates (a language version's own, whose prefix the app's address no longer shows)
 * stand. Any other page or language is the app's, for good.
 */
let served =
  typeof document === 'undefined'
    ? null
    : document.head.querySelector('link[data-page-language]')?.getAttribute('data-page-language');
let servedPath: string | undefined;

function headElement<K extends 'link' | 'meta'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  let el = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!el) {
    el = document.createElement(tag);
    init(el);
    document.head.append(el);
  }
  return el;
}

function fragmentTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * After each completed navigation: scroll position, canonical link, each page's own title, meta description, the
 * page view for analytics, and a full reload after back or forward (§2, §4).
 * The first page keeps what the server filled in while it shows that page in that language.
 */
export function useNavigationEffects() {
  useBackReload();
  usePageView();
  const { key, pathname, hash } = useLocation();
  const { t, i18n } = useTranslation();
  const titleKey = pageTitleKey(
    pathname,
    useMatches().map((match) => match.handle),
  );

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    // Once now, and again when late content (images, data) has moved the target.
    const scrollToFragment = () => fragmentTarget(hash)?.scrollIntoView();
    scrollToFragment();
    const timer = window.setTimeout(scrollToFragment, TIMERS_MS.fragmentScrollRepeat);
    return () => window.clearTimeout(timer);
  }, [key, hash]);

  useEffect(() => {
    if (served === i18n.language && (servedPath ??= pathname) === pathname) return;
    served = null;
    // The alternates and robots line named the served page only.
    document.head.querySelectorAll('link[rel="alternate"][hreflang], meta[name="robots"]').forEach((el) => el.remove());
    const link = headElement('link', 'link[rel="canonical"]', (el) => (el.rel = 'canonical'));
    link.removeAttribute('data-page-language');
    link.href = `${window.location.origin}${pathname}`;
    const product = t('header.productName');
    document.title = titleKey ? t('layout.pageTitle', { page: t(titleKey), product }) : product;
    const description = headElement('meta', 'meta[name="description"]', (el) => (el.name = 'description'));
    description.content = t(`layout.meta.${pageMetaKey(pathname) ?? 'default'}.description`);
  }, [pathname, titleKey, t, i18n.language]);
}
