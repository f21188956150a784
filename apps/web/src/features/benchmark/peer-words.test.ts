// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { peerFilterWords, peerValueWords } from './peer-words.ts';

const t = (key: string) => key;

describe('peer words', () => {
  it('names regions as the APAC site does', () => {
    expect(peerValueWords('region', 'apac', t, 'en', false)).toBe('benchmark.peers.value.region.apac');
    expect(peerFilterWords({ region: 'china', size: 'large' }, t, 'en', false)).toBe(
      'benchmark.peers.value.region.china · benchmark.peers.value.size.large',
    );
  });

  it('never calls a group "APAC site" on the China site', () => {
    expect(peerValueWords('region', 'apac', t, 'zhcn', true)).toBe('benchmark.peers.chinaSite.region.apac');
    expect(peerFilterWords({ region: 'china' }, t, 'zhcn', true)).toBe('benchmark.peers.chinaSite.region.china');
    expect(peerValueWords('size', 'small', t, 'zhcn', true)).toBe('benchmark.peers.value.size.small');
  });

  it('names countries through Intl with the BCP 47 tag of our language ids', () => {
    expect(peerValueWords('country', 'TH', t, 'zhcn', false)).toBe('泰国');
    expect(peerValueWords('country', 'TH', t, 'zhtw', false)).toBe('泰國');
  });
});
