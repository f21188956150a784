import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app.ts';
import { fillPortalConfig } from './portal-config-meta.ts';

const PAGE = '<head><meta name="portal-config" content=""></head>';

/** The portal configuration the page hands the browser, decoded. */
function portalConfigOf(html: string): Record<string, unknown> {
  const content = /<meta name="portal-config" content="([^"]*)">/.exec(html)?.[1] ?? '';
  const decoded = content
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(decoded) as Record<string, unknown>;
}

describe('portal-config', () => {
  it('says nothing of response encryption when it is off', () => {
    expect(portalConfigOf(fillPortalConfig(PAGE, testConfig()))).not.toHaveProperty('responseEncryption');
  });

  it('hands the browser the key material of encrypted answers when ENCRYPT_RESPONSE is on', () => {
    const config = testConfig({
      ENCRYPT_RESPONSE: 'on',
      ENCRYPTION_SECRET: 'page-test-secret-<&>"',
      ENCRYPTION_SALT: 'page-salt',
      ENCRYPTION_IV: 'page-iv',
    });
    const html = fillPortalConfig(PAGE, config);
    expect(html).not.toContain('<&>');
    expect(portalConfigOf(html).responseEncryption).toEqual({
      secret: 'page-test-secret-<&>"',
      salt: 'page-salt',
      iv: 'page-iv',
    });
  });

  it('hands the browser the telemetry key only when TELEMETRY_KEY is set (§3 telemetry key)', () => {
    expect(portalConfigOf(fillPortalConfig(PAGE, testConfig()))).not.toHaveProperty('telemetryKey');
    const config = testConfig({ TELEMETRY_KEY: 'page-telemetry-key-0001' });
    expect(portalConfigOf(fillPortalConfig(PAGE, config)).telemetryKey).toBe('page-telemetry-key-0001');
  });

  it('names the content API path only when CONTENT_API_BASE_PATH sets one other than /api (§3 contentApiBasePath)', () => {
    expect(portalConfigOf(fillPortalConfig(PAGE, testConfig()))).not.toHaveProperty('contentApiBasePath');
    const config = testConfig({ CONTENT_API_BASE_PATH: '/content-api' });
    expect(portalConfigOf(fillPortalConfig(PAGE, config)).contentApiBasePath).toBe('/content-api');
  });
});
