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

describe('contentUrl', () => {
  it('is null without a configured content site: the link is not shown', async () => {
    const { contentUrl } = await loadWith();
    expect(contentUrl('thought-leadership')).toBeNull();
  });

  it('goes to the configured site, in the default country and language when nothing is stored', async () => {
    const { contentUrl } = await loadWith('https://content.example');
    expect(contentUrl('thought-leadership')).toBe(
      'https://content.example/thought-leadership?cc=WWB&switchTo=WWB_en',
    );
  });

  it('uses the stored country and language', async () => {
    page.storage.set('country', 'JP');
    page.storage.set('language', 'ja');
    const { contentUrl } = await loadWith('https://content.example');
    expect(contentUrl('about-us')).toBe('https://content.example/about-us?cc=JP&switchTo=JP_ja');
  });
});
