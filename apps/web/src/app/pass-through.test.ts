import { describe, expect, it } from 'vitest';
import { passThroughTarget } from './pass-through.ts';
import { registerLabId } from './search-labs-view.ts';

describe('passThroughTarget', () => {
  it('sends the empty path home, keeping the query', () => {
    expect(passThroughTarget('/', '')).toBe('/home');
    expect(passThroughTarget('/', '?a=1')).toBe('/home?a=1');
  });

  it('sends the content-viewing registration to registration, keeping the query', () => {
    expect(passThroughTarget('/content-viewing-registration', '?regfor=lab')).toBe('/registration?regfor=lab');
    expect(passThroughTarget('/Content-Viewing-Registration/', '')).toBe('/registration');
  });

  it('sends register/{labId} to searchLabs', () => {
    expect(passThroughTarget('/register/L42', '')).toBe('/searchLabs');
    expect(registerLabId('/register/L%2042')).toBe('L 42');
    expect(registerLabId('/register')).toBeNull();
    expect(registerLabId('/register/a/b')).toBeNull();
  });

  it('leaves every other address alone', () => {
    for (const path of ['/home', '/registration', '/searchLabs', '/report', '/survey/core_lab']) {
      expect(passThroughTarget(path, '')).toBeNull();
    }
  });
});
