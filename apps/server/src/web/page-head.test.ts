import { describe, expect, it } from 'vitest';
import type { ContentHead } from '../content/content-heads.ts';
import { headRouteOf, pageAddress } from './page-address.ts';
import { applyPageHead, buildPageHead } from './page-head.ts';
import type { HeadSources } from './page-head.ts';

const TEXTS = {
  header: { productName: 'Lab Benchmarking' },
  layout: {
    pageTitle: '{{page}} | {{product}}',
    meta: {
      default: { description: 'Default description' },
      home: { title: 'Home', description: 'Home description' },
      privacy: { title: 'Privacy policy', description: 'Privacy description' },
      insights: { title: 'Inspiration', description: 'Insights description' },
    },
  },
};

const ARTICLE: ContentHead = {
  title: 'Less waiting <fast> & "safe"',
  description: 'An article',
  language: 'en',
  languages: ['en', 'zhcn'],
};

const sources: HeadSources = {
  article: (_lang, _section, slug) => Promise.resolve(slug === 'known' ? ARTICLE : null),
  page: () => Promise.resolve(null),
};
const CONFIG = { publicUrl: 'https://lab.example', siteLocation: 'apac' as const };

const headOf = (url: string, language: 'en' | 'ja' | 'th' = 'en', country = 'WWB') => {
  const address = pageAddress(url);
  return buildPageHead(sources, CONFIG, {
    address,
    route: headRouteOf(address.path),
    country: address.choice?.country ?? country,
    language: address.choice?.language ?? language,
    texts: TEXTS,
  });
};

describe('pageAddress and headRouteOf', () => {
  it('reads the locale prefix and switchTo as the web does', () => {
    expect(pageAddress('/JP_ja/privacy?x=1')).toEqual({
      path: '/privacy',
      choice: { country: 'JP', language: 'ja' },
      prefixed: true,
    });
    expect(pageAddress('/privacy/?switchTo=TH_th')).toEqual({
      path: '/privacy',
      choice: { country: 'TH', language: 'th' },
      prefixed: false,
    });
    expect(pageAddress('/XX_en/home').choice).toBeNull();
  });

  it('knows the meta routes, the pages and the articles', () => {
    expect(headRouteOf('/home')).toEqual({ kind: 'meta', key: 'home' });
    expect(headRouteOf('/get-inspired/contributors')).toEqual({ kind: 'meta', key: 'contributors' });
    expect(headRouteOf('/contact-us')).toEqual({ kind: 'page', key: 'contact', pageType: 'contact' });
    expect(headRouteOf('/thought-leadership/a%20b')).toEqual({
      kind: 'article',
      section: 'thought-leadership',
      slug: 'a b',
    });
    expect(headRouteOf('/topics/quality')).toEqual({ kind: 'meta', key: 'topics' });
    expect(headRouteOf('/login')).toBeNull();
    expect(headRouteOf('/get-inspired/insights/a/b')).toBeNull();
  });
});

describe('buildPageHead', () => {
  it('gives a texts route its title, description, canonical and an alternate per language with x-default', async () => {
    const head = await headOf('/privacy');
    expect(head).toMatchObject({ lang: 'en', title: 'Privacy policy | Lab Benchmarking', status: 200 });
    expect(head.description).toBe('Privacy description');
    expect(head.links).toContain('<link rel="canonical" data-page-language="en" href="https://lab.example/privacy">');
    expect(head.links).toContain('hreflang="zh-CN" href="https://lab.example/WWB_zhcn/privacy"');
    expect(head.links).toContain('hreflang="ja" href="https://lab.example/WWB_ja/privacy"');
    expect(head.links).toContain('hreflang="x-default" href="https://lab.example/privacy"');
    expect(head.links.match(/rel="alternate"/g)).toHaveLength(12);
  });

  it("makes a language version canonical in its own language, and a country's own legal page its country's", async () => {
    const japanese = await headOf('/JP_ja/home');
    expect(japanese.lang).toBe('ja');
    expect(japanese.links).toContain('rel="canonical" data-page-language="ja" href="https://lab.example/WWB_ja/home"');
    const german = await headOf('/DE_de/privacy');
    expect(german.links).toContain('href="https://lab.example/DE_de/privacy"');
    expect(german.links).toContain('hreflang="en" href="https://lab.example/DE_en/privacy"');
  });

  it('gives an article its own title and only the languages it is published in, escaped', async () => {
    const head = await headOf('/TH_th/get-inspired/insights/known');
    expect(head.title).toBe('Less waiting <fast> & "safe" | Lab Benchmarking');
    // Shown in English (the chain's next language): canonical there.
    expect(head.links).toContain(
      'rel="canonical" data-page-language="th" href="https://lab.example/WWB_en/get-inspired/insights/known"',
    );
    expect(head.links.match(/hreflang="/g)).toHaveLength(3);
    const html = applyPageHead(
      '<html lang="en"><head><title>x</title><meta name="description" content="y"></head></html>',
      head,
    );
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<title>Less waiting &lt;fast&gt; &amp; "safe" | Lab Benchmarking</title>');
    expect(html).toContain('<meta name="description" content="An article">');
  });

  it('answers an unknown article 404 with noindex and no canonical', async () => {
    const head = await headOf('/get-inspired/insights/unknown');
    expect(head.status).toBe(404);
    expect(head.links).toBe('<meta name="robots" content="noindex">');
  });

  it('leaves other screens their title and only sets the language', async () => {
    const head = await headOf('/login', 'th');
    expect(head).toEqual({ lang: 'th', title: null, description: null, links: '', status: 200 });
    const html = applyPageHead('<html lang="en"><head><title>$& x</title></head></html>', head);
    expect(html).toBe('<html lang="th"><head><title>$& x</title></head></html>');
  });

  it('offers only the China languages on the China site', async () => {
    const address = pageAddress('/home');
    const head = await buildPageHead(
      sources,
      { ...CONFIG, siteLocation: 'china' },
      { address, route: headRouteOf('/home'), country: 'CN', language: 'zhcn', texts: TEXTS },
    );
    expect(head.links).toContain('hreflang="zh-CN" href="https://lab.example/CN_zhcn/home"');
    expect(head.links.match(/rel="alternate"/g)).toHaveLength(3);
  });
});
