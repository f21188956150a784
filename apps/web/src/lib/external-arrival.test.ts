import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memory-storage.ts';
import {
  EXTERNAL_ARRIVAL_KEY,
  hasExternalMarker,
  isExternalArrival,
  isLabCodeEntryPath,
  markExternalArrival,
} from './external-arrival.ts';

const at = (address: string) => {
  const url = new URL(address, 'https://portal.example');
  return { pathname: url.pathname, search: url.search };
};

describe('external arrival (§6)', () => {
  it('recognises a lab-code entry address, with or without a COUNTRY_language prefix', () => {
    expect(hasExternalMarker(at('/labcode/CL/REVNTy1DTC0wMDE'))).toBe(true);
    expect(hasExternalMarker(at('/insightschina/core_lab/'))).toBe(true);
    expect(hasExternalMarker(at('/CN_zhcn/insightschina/CL/REVNTy1DTC0wMDE'))).toBe(true);
    expect(isLabCodeEntryPath('/labcode/CL/x')).toBe(true);
    expect(isLabCodeEntryPath('/survey/labcode/')).toBe(false);
    expect(isLabCodeEntryPath('/labcodes')).toBe(false);
  });

  it('recognises the partner-site marker in the address the page was opened with', () => {
    expect(hasExternalMarker(at('/home?partner=acme-lab'))).toBe(true);
    expect(hasExternalMarker(at('/CN_zhcn/home?switchTo=CN_zhcn&partner=acme&x=1'))).toBe(true);
    expect(hasExternalMarker(at('/home'))).toBe(false);
    expect(hasExternalMarker(at('/home?partner='))).toBe(false);
    expect(hasExternalMarker(at('/home?partner=%3Cscript%3E'))).toBe(false);
    expect(hasExternalMarker(at('/home?campaign=partner'))).toBe(false);
    expect(hasExternalMarker(at('/home?notpartner=acme'))).toBe(false);
  });

  it('keeps the mark in session storage for the rest of the browser session', () => {
    const storage = memoryStorage();
    expect(isExternalArrival(storage)).toBe(false);
    markExternalArrival(storage);
    expect(storage.getItem(EXTERNAL_ARRIVAL_KEY)).toBe('1');
    expect(isExternalArrival(storage)).toBe(true);
    expect(isExternalArrival(memoryStorage())).toBe(false);
  });
});
