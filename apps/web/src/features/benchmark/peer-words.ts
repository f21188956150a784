import { PEER_DIMENSIONS, languageTag } from '@labbench/contract';
import type { PeerFilter } from '@labbench/contract';
import { isChinaSite } from '../../config/portal-config.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A country's name in the interface language (Intl), the code itself where the browser has no name for it. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([languageTag(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A dimension's value in words: `benchmark.peers.value.<dimension>.<value>`, countries by name. The China site names
 * regions its own way (`benchmark.peers.chinaSite.region.*`: labs in China, labs outside China), never "APAC site".
 */
export function peerValueWords(
  dimension: keyof PeerFilter,
  value: string,
  t: Translate,
  language: string,
  chinaSite: boolean = isChinaSite,
): string {
  if (dimension === 'country') return countryName(value, language);
  if (dimension === 'region' && chinaSite) return t(`benchmark.peers.chinaSite.region.${value}`);
  return t(`benchmark.peers.value.${dimension}.${value}`);
}

/** The peer group in words, e.g. "APAC site, large labs (over 1000 samples a day)"; an empty filter is all labs. */
export function peerFilterWords(
  filter: PeerFilter,
  t: Translate,
  language: string,
  chinaSite: boolean = isChinaSite,
): string {
  const parts = PEER_DIMENSIONS.flatMap((d) => {
    const value = filter[d];
    return value === undefined ? [] : [peerValueWords(d, value, t, language, chinaSite)];
  });
  return parts.length ? parts.join(' · ') : t('benchmark.peers.allLabs');
}
