import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memory-storage.ts';
import { sessionWith } from '../../test/session.fixture.ts';
import { isKoreaConsent, readAnsweredIn, rememberAnswered, shouldAskConsent } from './consent-question.ts';

const ask = { token: 't1', pathname: '/survey', answeredIn: null };

describe('shouldAskConsent (§4 consent enum)', () => {
  it('asks while the choice is didnotask or ignored', () => {
    expect(shouldAskConsent({ session: sessionWith({ consentChoice: 'didnotask' }), ...ask })).toBe(true);
    expect(shouldAskConsent({ session: sessionWith({ consentChoice: 'ignored' }), ...ask })).toBe(true);
  });

  it('does not ask after yes or no', () => {
    expect(shouldAskConsent({ session: sessionWith({ consentChoice: 'yes' }), ...ask })).toBe(false);
    expect(shouldAskConsent({ session: sessionWith({ consentChoice: 'no' }), ...ask })).toBe(false);
  });

  it('asks once per sign-in session: not again after an answer, again after the next sign-in', () => {
    const session = sessionWith({ consentChoice: 'ignored' });
    expect(shouldAskConsent({ session, ...ask, answeredIn: 't1' })).toBe(false);
    expect(shouldAskConsent({ session, ...ask, token: 't2', answeredIn: 't1' })).toBe(true);
  });

  it('does not ask nobody, nor during the final profile step', () => {
    expect(shouldAskConsent({ session: null, ...ask, token: null })).toBe(false);
    const session = sessionWith({ consentChoice: 'didnotask' });
    expect(shouldAskConsent({ session, ...ask, pathname: '/complete-profile' })).toBe(false);
  });
});

describe('consent question helpers', () => {
  it('uses the Korea text for KR only', () => {
    expect(isKoreaConsent('kr')).toBe(true);
    expect(isKoreaConsent('TH')).toBe(false);
    expect(isKoreaConsent(null)).toBe(false);
  });

  it('remembers the session in which the user answered', () => {
    const storage = memoryStorage();
    expect(readAnsweredIn(storage)).toBeNull();
    rememberAnswered('t1', storage);
    expect(readAnsweredIn(storage)).toBe('t1');
  });
});
