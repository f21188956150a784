import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { COUNTRY_STORAGE_KEY, LANGUAGE_STORAGE_KEY, firstScreenStands, isFirstScreenPath } from './first-screen.ts';
import type { StorageReader } from './first-screen.ts';

function storage(entries: Record<string, string>): StorageReader {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (index) => keys[index] ?? null, getItem: (key) => entries[key] ?? null };
}

const served = { [LANGUAGE_STORAGE_KEY]: 'th', [COUNTRY_STORAGE_KEY]: 'TH' };

describe('firstScreenStands', () => {
  it('stands for a first-time visitor, and for one who stored only the language and country it was rendered in', () => {
    expect(firstScreenStands(storage({}), storage({}), served)).toBe(true);
    expect(firstScreenStands(storage({ language: 'th', country: 'TH' }), storage({}), served)).toBe(true);
  });

  it('does not stand for another stored language or country', () => {
    expect(firstScreenStands(storage({ language: 'en' }), storage({}), served)).toBe(false);
    expect(firstScreenStands(storage({ language: 'th', country: 'JP' }), storage({}), served)).toBe(false);
  });

  it('does not stand when anything else is stored: a session, an answered cookie notice, a mark of the tab', () => {
    expect(firstScreenStands(storage({ language: 'th', auth: '{"token":"t"}' }), storage({}), served)).toBe(false);
    expect(firstScreenStands(storage({ cookieNotice: '1' }), storage({}), served)).toBe(false);
    expect(firstScreenStands(storage({}), storage({ externalArrival: '1' }), served)).toBe(false);
  });

  it('uses nothing from outside its own text, as the page runs it from that text', () => {
    const rebuilt = runInNewContext(`(${firstScreenStands.toString()})`) as typeof firstScreenStands;
    expect(rebuilt(storage({ language: 'th' }), storage({}), served)).toBe(true);
    expect(rebuilt(storage({ language: 'en' }), storage({}), served)).toBe(false);
  });
});

describe('isFirstScreenPath', () => {
  it('names the public screens without data of their own', () => {
    expect(isFirstScreenPath('/login')).toBe(true);
    expect(isFirstScreenPath('/registration/thankYou')).toBe(true);
  });

  it('names the screens of the content area: pages, lists, an article, a topic, contributors, the newsletter', () => {
    for (const path of ['/aboutus', '/privacy', '/contact-us', '/thought-leadership', '/get-inspired/insights'])
      expect(isFirstScreenPath(path)).toBe(true);
    expect(isFirstScreenPath('/thought-leadership/why-peer-benchmarking-matters')).toBe(true);
    expect(isFirstScreenPath('/get-inspired/insights/a-slug')).toBe(true);
    expect(isFirstScreenPath('/topics')).toBe(true);
    expect(isFirstScreenPath('/topics/quality')).toBe(true);
    expect(isFirstScreenPath('/get-inspired/contributors')).toBe(true);
    expect(isFirstScreenPath('/newsletter')).toBe(true);
  });

  it('names the screens of a mailed verification or reset link, the token one segment more', () => {
    expect(isFirstScreenPath('/home/verify-token-123')).toBe(true);
    expect(isFirstScreenPath('/confirm-password/emailed-token-456')).toBe(true);
    expect(isFirstScreenPath('/confirm-password')).toBe(false);
    expect(isFirstScreenPath('/home/a/b')).toBe(false);
    expect(isFirstScreenPath('/confirm-password/a/b')).toBe(false);
  });

  it('names no signed-in screen, no newsletter link and no deeper address', () => {
    expect(isFirstScreenPath('/survey')).toBe(false);
    expect(isFirstScreenPath('/login/x')).toBe(false);
    expect(isFirstScreenPath('/newsletter/confirm/token')).toBe(false);
    expect(isFirstScreenPath('/thought-leadership/')).toBe(false);
    expect(isFirstScreenPath('/thought-leadership/a/b')).toBe(false);
    expect(isFirstScreenPath('/aboutus/x')).toBe(false);
  });
});
