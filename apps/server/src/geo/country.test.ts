import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, testConfig } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { detectCountry } from './detect-country.ts';

describe('detectCountry', () => {
  const apac = { siteLocation: 'apac', cdnCountry: undefined, acceptLanguage: undefined } as const;

  it('is always CN on the China site', () => {
    expect(detectCountry({ ...apac, siteLocation: 'china', cdnCountry: 'JP', acceptLanguage: 'th-TH' })).toBe('CN');
  });

  it("trusts the CDN's country first; a country outside the list is worldwide", () => {
    expect(detectCountry({ ...apac, cdnCountry: 'jp', acceptLanguage: 'th-TH' })).toBe('JP');
    expect(detectCountry({ ...apac, cdnCountry: 'US', acceptLanguage: 'th-TH' })).toBe('WWB');
  });

  it('falls back to Accept-Language when the CDN cannot tell', () => {
    expect(detectCountry({ ...apac, cdnCountry: 'XX', acceptLanguage: 'th-TH' })).toBe('TH');
    expect(detectCountry({ ...apac, cdnCountry: 'T1', acceptLanguage: 'th-TH' })).toBe('TH');
  });

  it('takes the first Accept-Language region that is in the list', () => {
    expect(detectCountry({ ...apac, acceptLanguage: 'en-US,en;q=0.9,ko-KR;q=0.8,ja-JP;q=0.7' })).toBe('KR');
    expect(detectCountry({ ...apac, acceptLanguage: 'zh-Hant-TW' })).toBe('TW');
  });

  it('is WWB without any signal', () => {
    expect(detectCountry(apac)).toBe('WWB');
    expect(detectCountry({ ...apac, acceptLanguage: 'en, fr-FR' })).toBe('WWB');
  });
});

describe('GET /geo/country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COUNTRY_HEADER: 'CF-IPCountry' } });
  });
  afterAll(() => t.close());

  const get = (app: TestApp['app'], headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/geo/country', headers });

  it('answers {data: {country}} from the configured CDN header', async () => {
    const response = await get(t.app, { 'cf-ipcountry': 'VN', 'accept-language': 'ja-JP' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { country: 'VN' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('uses Accept-Language without the header, and WWB without either', async () => {
    expect((await get(t.app, { 'accept-language': 'en-US, id-ID;q=0.5' })).json()).toEqual({ data: { country: 'ID' } });
    expect((await get(t.app, {})).json()).toEqual({ data: { country: 'WWB' } });
  });

  it('ignores a CDN header that is not configured', async () => {
    const app = await buildApp(testConfig(), t.db);
    try {
      expect((await get(app, { 'cf-ipcountry': 'VN', 'accept-language': 'ja-JP' })).json()).toEqual({
        data: { country: 'JP' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers CN on the China site', async () => {
    const app = await buildApp(testConfig({ SITE_LOCATION: 'china' }), t.db);
    try {
      expect((await get(app, { 'accept-language': 'ja-JP' })).json()).toEqual({ data: { country: 'CN' } });
    } finally {
      await app.close();
    }
  });
});
