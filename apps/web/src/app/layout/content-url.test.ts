import { beforeEach, describe, expect, it, vi } from 'vitest';

// portal-config and locale-store read the page and local storage when loaded: give them stand-ins.
const page = vi.hoisted(() => {
  const values = new Map<string, string>();
  const state = { portalConfig: null as string | null, storage: values };
  vi.stubGlobal('document', {
    querySelector: () => (state.portalConfig === null ? null : { getAttribute: () => state.portalConfig }),
  });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  });
  return state;
});

/** content-url.ts as loaded on a page whose portal config names `contentSiteUrl` (or none). */
async function loadWith(contentSiteUrl?: string) {
  vi.resetModules();
  page.portalConfig = contentSiteUrl === undefined ? null : JSON.stringify({ contentSiteUrl });
  return import('./content-url.ts');
}

beforeEach(() => page.storage.clear());

describe('buildContentUrl', () => {
  it('adds cc and switchTo for the country and language', async () => {
    const { buildContentUrl } = await loadWith();
    expect(buildContentUrl('https://content.example', 'about-us', 'TH', 'th')).toBe(
      'https://content.example/about-us?cc=TH&switchTo=TH_th',
    );
  });

  it('joins base and path with exactly one slash', async () => {
    const { buildContentUrl } = await loadWith();
    expect(buildContentUrl('https://content.example/', '/topics', 'WWB', 'en')).toBe(
      'https://content.example/topics?cc=WWB&switchTo=WWB_en',
    );
  });
});

describe('resolveContentLink', () => {
  it("leads to the portal's own pages without a content site", async () => {
    const { resolveContentLink } = await loadWith();
    expect(resolveContentLink('thoughtLeadership', null, 'TH', 'th')).toEqual({
      kind: 'internal',
      to: '/thought-leadership',
    });
    expect(resolveContentLink('termsOfUse', null, 'DE', 'de')).toEqual({ kind: 'internal', to: '/termsofuse' });
    expect(resolveContentLink('contactUs', null, 'DE', 'de')).toEqual({ kind: 'internal', to: '/contact-us' });
  });

  it('sends editorial pages to a configured content site, with cc and switchTo', async () => {
    const { resolveContentLink } = await loadWith();
    expect(resolveContentLink('aboutUs', 'https://content.example', 'JP', 'ja')).toEqual({
      kind: 'external',
      href: 'https://content.example/about-us?cc=JP&switchTo=JP_ja',
    });
  });

  it('keeps legal texts and the newsletter on the portal even with a content site', async () => {
    const { resolveContentLink } = await loadWith();
    for (const key of ['privacy', 'termsOfUse', 'impressum', 'newsletter'] as const) {
      expect(resolveContentLink(key, 'https://content.example', 'DE', 'de').kind).toBe('internal');
    }
  });
});

describe('contentLink', () => {
  it("is the portal's page without a configured content site", async () => {
    const { contentLink } = await loadWith();
    expect(contentLink('topics')).toEqual({ kind: 'internal', to: '/topics' });
  });

  it('goes to the configured site, in the default country and language when nothing is stored', async () => {
    const { contentLink } = await loadWith('https://content.example');
    expect(contentLink('thoughtLeadership')).toEqual({
      kind: 'external',
      href: 'https://content.example/thought-leadership?cc=WWB&switchTo=WWB_en',
    });
  });

  it('uses the stored country and language', async () => {
    page.storage.set('country', 'JP');
    page.storage.set('language', 'ja');
    const { contentLink } = await loadWith('https://content.example');
    expect(contentLink('aboutUs')).toEqual({
      kind: 'external',
      href: 'https://content.example/about-us?cc=JP&switchTo=JP_ja',
    });
  });
});

describe('hasImpressum', () => {
  it('is offered to German visitors only', async () => {
    const { hasImpressum } = await loadWith();
    expect(hasImpressum('DE')).toBe(true);
    expect(['IT', 'TH', 'WWB'].map(hasImpressum)).toEqual([false, false, false]);
  });
});
