import { describe, expect, it } from 'vitest';
import { browserFamily, errorEventOf, pageLoadEventOf } from './telemetry-events.ts';

describe('telemetry events (§3 telemetry key)', () => {
  it('reports an uncaught error by its route and message, without the address’s token, query or the user’s data', () => {
    const error = new TypeError('No lab DEMO-CL-001 for dana.lee@lab.example');
    const event = errorEventOf(
      {
        type: 'error',
        message: 'Uncaught TypeError',
        error,
        filename: 'https://portal.example/assets/index-Bx3f.js?v=2',
        lineno: 1,
        colno: 4242,
      },
      '/confirm-password/AbC123xyz987tokenvalue',
    );
    expect(event).toEqual({
      kind: 'error',
      route: '/confirm-password/:param',
      message: 'TypeError: No lab <id> for <email>',
      source: 'index-Bx3f.js',
      line: 1,
      column: 4242,
    });
  });

  it('reports an unhandled rejection, whatever it was rejected with', () => {
    const rejected = (reason: unknown) => errorEventOf({ type: 'unhandledrejection', reason }, '/survey/core_lab');
    expect(rejected(new Error('load failed at https://portal.example/home/abc123def456?token=x'))).toMatchObject({
      kind: 'rejection',
      route: '/survey/core_lab',
      message: 'Error: load failed at /home/:param',
    });
    expect(rejected('plain text')).toMatchObject({ message: 'plain text' });
    expect(rejected({ secret: 'object' })).toMatchObject({ message: 'Promise rejected without an error' });
  });

  it('reports a cross-origin script error by what the browser says, and ignores other events', () => {
    expect(errorEventOf({ type: 'error', message: 'Script error.', lineno: 0, colno: 0 }, '/home')).toEqual({
      kind: 'error',
      route: '/home',
      message: 'Script error.',
      source: null,
      line: null,
      column: null,
    });
    expect(errorEventOf({ type: 'click' }, '/home')).toBeNull();
  });

  it('reports page-load timings in whole milliseconds, by route', () => {
    const navigation = { responseStart: 81.6, domContentLoadedEventEnd: 420.2, loadEventEnd: 900.9 };
    expect(pageLoadEventOf(navigation, 380.4, '/home/9f8e7d6c5b4a3928')).toEqual({
      kind: 'pageLoad',
      route: '/home/:param',
      ttfbMs: 82,
      domContentLoadedMs: 420,
      loadMs: 901,
      firstContentfulPaintMs: 380,
    });
    expect(pageLoadEventOf(navigation, null, '/home').firstContentfulPaintMs).toBeNull();
  });

  it('names the browser by its family only', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(browserFamily(chrome)).toBe('chrome');
    expect(browserFamily(`${chrome} Edg/131.0.0.0`)).toBe('edge');
    expect(browserFamily('Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('firefox');
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('safari');
    expect(browserFamily('curl/8.5.0')).toBe('other');
  });
});
