/** One language range of an Accept-Language header, e.g. `zh-Hant-TW;q=0.8`. */
export interface LanguageRange {
  tag: string;
  /** Upper-case ISO 3166 region subtag, when the tag has one. */
  region: string | undefined;
  q: number;
}

/** Parses Accept-Language (RFC 9110 §12.5.4) into ranges by preference: higher q first, ties in header order. */
export function parseAcceptLanguage(header: string | undefined): LanguageRange[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue; // q=0 means "not acceptable"
    // The region is the first two-letter subtag after the language (script subtags have four letters).
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[A-Za-z]{2}$/.test(sub));
    ranges.push({ tag, region: region?.toUpperCase(), q });
  }
  return ranges
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.q - a.r.q || a.i - b.i)
    .map(({ r }) => r);
}
