// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { reportCaughtError } from './report-caught-error.ts';

describe('reportCaughtError', () => {
  const heard: ErrorEvent[] = [];
  const listen = (event: Event) => void heard.push(event as ErrorEvent);
  addEventListener('error', listen);
  afterEach(() => void heard.splice(0));

  it('raises a caught error again as the window error event telemetry listens for', () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    reportCaughtError(error);
    expect(heard).toHaveLength(1);
    expect(heard[0]).toMatchObject({ type: 'error', error, message: error.message });
  });

  it('stays quiet for what is no error: a route answer such as not found, or nothing', () => {
    reportCaughtError({ status: 404, statusText: 'Not Found', data: null });
    reportCaughtError(undefined);
    expect(heard).toEqual([]);
  });
});
