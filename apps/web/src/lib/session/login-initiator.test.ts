import { describe, expect, it } from 'vitest';
import { internalPath, isLoginRoute, loginPath, recordLoginInitiator, takeLoginInitiator } from './login-initiator.ts';
import { memoryStorage } from '../../test/memory-storage.ts';

describe('internalPath', () => {
  it('accepts paths of this site only', () => {
    expect(internalPath('/survey?x=1')).toBe('/survey?x=1');
    expect(internalPath('//evil.example/x')).toBeNull();
    expect(internalPath('/\\evil.example')).toBeNull();
    expect(internalPath('https://evil.example')).toBeNull();
    expect(internalPath('survey')).toBeNull();
    expect(internalPath('')).toBeNull();
    expect(internalPath(null)).toBeNull();
  });
});

describe('isLoginRoute', () => {
  it('matches a login segment anywhere', () => {
    expect(isLoginRoute('/login')).toBe(true);
    expect(isLoginRoute('/JP_ja/login')).toBe(true);
    expect(isLoginRoute('/loginhelp')).toBe(false);
    expect(isLoginRoute('/home')).toBe(false);
  });
});

describe('loginPath', () => {
  it('asks for lab sign-in and carries the destination', () => {
    expect(loginPath('/survey?x=1', 'lab')).toBe('/login?regfor=lab&destination=%2Fsurvey%3Fx%3D1');
    expect(loginPath('/portal-admin')).toBe('/login?destination=%2Fportal-admin');
  });
});

describe('login initiator storage', () => {
  it('is read once', () => {
    const storage = memoryStorage();
    recordLoginInitiator('/dashboard/quality?lab=1', storage);
    expect(takeLoginInitiator(storage)).toBe('/dashboard/quality?lab=1');
    expect(takeLoginInitiator(storage)).toBeNull();
  });
});
