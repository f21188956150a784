// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@labbench/contract/constants';
import type { LanguageId } from '@labbench/contract';
import { loadFirstScreenRenderer } from '../../entry-server.tsx';
import type { FirstScreenApi, RenderFirstScreen } from '@labbench/contract/constants';

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

const ABOUT_US = {
  pageType: 'aboutus',
  country: null,
  title: 'เกี่ยวกับเรา: ห้องปฏิบัติการ',
  body: 'เราวัด **ผลการดำเนินงาน** ของห้องปฏิบัติการ',
  language: 'th',
  publishedAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-02T00:00:00.000Z',
  languages: ['th', 'en'],
};

/** The requests the stand-in API was asked, by name and payload. */
const asked: { name: string; payload: Record<string, unknown> }[] = [];
const DROPDOWNS = [{ countryData: [{ countryCode: 'TH', countryName: 'Thailand' }], jobDescription: ['Lab manager'] }];

/**
 * The dispatcher's envelopes: the sign-up's lists, getContentPage (the about-us page, or a failure for community),
 * 404 for the rest.
 */
const api: FirstScreenApi = (path, init) => Promise.resolve(answer(path, init));

function answer(path: string, init: RequestInit): Response {
  const name = new URL(path, 'http://localhost').searchParams.get('request') ?? '';
  const payload = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Record<string, unknown>;
  asked.push({ name, payload });
  if (name === 'getRegistationdropdownValue') return Response.json({ data: DROPDOWNS });
  if (name === 'getContentPage' && payload.pageType === 'aboutus') return Response.json({ data: { page: ABOUT_US } });
  if (name === 'getContentPage')
    return Response.json({ data: { error: { code: 'internal', message: 'errors.processError' } } }, { status: 500 });
  return Response.json(
    { data: { error: { code: 'unknown_request', message: 'errors.processError' } } },
    { status: 404 },
  );
}

let render: RenderFirstScreen;
// Loading the renderer transforms the whole app: up to half a minute while typecheck and lint share the two cores.
beforeAll(async () => {
  render = await loadFirstScreenRenderer(JSON.stringify({ siteLocation: 'apac', companySlug: 'portal' }), api);
}, 60_000);

const screen = (path: string, language: LanguageId, country = 'TH') =>
  render({ url: `http://localhost${path}`, country, language, texts: textsOf(language) });
const page = async (path: string, language: LanguageId, country = 'TH') =>
  (await screen(path, language, country))?.html ?? null;

describe('the first screen the server renders for a first-time visitor', () => {
  it.each(LANGUAGE_IDS)('shows the sign-in page in %s, signed out, with the header and footer', async (language) => {
    expect((await screen('/login', language))?.queries).toBeNull();
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
    asked.length = 0;
    expect(visibleText((await page('/registration', 'th')) ?? '')).toContain(text(th, 'pages.registration.title'));
    expect(asked.map(({ name }) => name)).toEqual(['getRegistationdropdownValue']);
  });

  it('renders pages of different languages asked at the same time each in its own language', async () => {
    const [ja, zhcn] = await Promise.all([page('/login', 'ja', 'JP'), page('/login', 'zhcn', 'SG')]);
    expect(visibleText(ja ?? '')).toContain(text(textsOf('ja'), 'login.title'));
    expect(visibleText(zhcn ?? '')).toContain(text(textsOf('zhcn'), 'login.title'));
  });

  it('shows a content page with the content the API answers, and gives the browser that answer', async () => {
    asked.length = 0;
    const about = await screen('/aboutus', 'th');
    expect(asked).toEqual([{ name: 'getContentPage', payload: { lang: 'th', pageType: 'aboutus' } }]);
    expect(visibleText(about?.html ?? '')).toContain(ABOUT_US.title);
    expect(about?.html).toContain('<strong>ผลการดำเนินงาน</strong>');
    // The Markdown renderer is loaded lazily: its part is in place, not sent after the rest with a script to move it.
    expect(about?.html).not.toMatch(/<script|<template|<!--\$\?-->/);
    const queries = JSON.parse(about?.queries ?? '{}') as {
      queries: { queryKey: unknown[]; state: { data: unknown } }[];
    };
    expect(queries.queries).toHaveLength(1);
    expect(queries.queries[0]).toMatchObject({
      queryKey: ['content', 'page', { lang: 'th', pageType: 'aboutus' }],
      state: { data: { page: ABOUT_US } },
    });
  });

  it('leaves a content page whose content the API did not give to the browser', async () => {
    expect(await screen('/community', 'th')).toBeNull();
  });

  it.each([
    ['/home/verify-token-123', 'pages.emailVerification.title', 'verifyEmail.checking'],
    ['/confirm-password/emailed-token-456', 'pages.confirmPassword.title', 'password.confirm.checkingLink'],
  ])('shows %s as its link is being checked, and leaves the check to the browser', async (path, title, checking) => {
    const ja = textsOf('ja');
    asked.length = 0;
    const link = await screen(path, 'ja', 'JP');
    // A verification link is used up when it is checked: the server never asks.
    expect(asked).toEqual([]);
    expect(link?.queries).toBeNull();
    expect(visibleText(link?.html ?? '')).toContain(text(ja, title));
    expect(link?.html).toContain(`aria-label="${text(ja, checking)}"`);
    expect(link?.html).not.toContain(path.split('/')[2]);
  });

  it('leaves to the browser the screens with data or guards of their own, and addresses with a query', async () => {
    expect(await page('/survey', 'en')).toBeNull();
    expect(
      await render({ url: 'http://localhost/login?regfor=lab', country: 'TH', language: 'en', texts: {} }),
    ).toBeNull();
  });
});
