// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { loadFirstScreenRenderer } from '../../entry-server.tsx';
import type { RenderFirstScreen } from '../../entry-server.tsx';

type Texts = Record<string, unknown>;
const textsOf = (language: LanguageId) =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Texts;
const text = (texts: Texts, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts) as string;
/** The page's visible text, tags and the theme's style element left out. */
const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&');

let render: RenderFirstScreen;
beforeAll(async () => {
  render = await loadFirstScreenRenderer(JSON.stringify({ siteLocation: 'apac', companySlug: 'portal' }));
});

const page = (path: string, language: LanguageId, country = 'TH') =>
  render({ url: `http://localhost${path}`, country, language, texts: textsOf(language) });

describe('the first screen the server renders for a first-time visitor', () => {
  it.each(LANGUAGE_IDS)('shows the sign-in page in %s, signed out, with the header and footer', async (language) => {
    const texts = textsOf(language);
    const html = await page('/login', language);
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/<footer/);
    expect(visibleText(html ?? '')).toContain(text(texts, 'login.title'));
    expect(html).toContain('type="password"');
  });

  it('shows the home page and the sign-up in Thai', async () => {
    const th = textsOf('th');
    expect(visibleText((await page('/home', 'th')) ?? '')).toContain(text(th, 'pages.home.title'));
    expect(visibleText((await page('/registration', 'th')) ?? '')).toContain(text(th, 'pages.registration.title'));
  });

  it('renders pages of different languages asked at the same time each in its own language', async () => {
    const [ja, zhcn] = await Promise.all([page('/login', 'ja', 'JP'), page('/login', 'zhcn', 'SG')]);
    expect(visibleText(ja ?? '')).toContain(text(textsOf('ja'), 'login.title'));
    expect(visibleText(zhcn ?? '')).toContain(text(textsOf('zhcn'), 'login.title'));
  });

  it('leaves to the browser the screens with data or guards of their own, and addresses with a query', async () => {
    expect(await page('/survey', 'en')).toBeNull();
    expect(await page('/privacy', 'en')).toBeNull();
    expect(
      await render({ url: 'http://localhost/login?regfor=lab', country: 'TH', language: 'en', texts: {} }),
    ).toBeNull();
  });
});
