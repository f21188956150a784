import { describe, expect, it } from 'vitest';
import { TELEMETRY_MESSAGE_MAX, scrubMessage, scrubRoute, scrubSource } from './scrub.ts';

describe('telemetry scrubbing', () => {
  it('reduces a page address to its route: no query, fragment, token, id or lab code', () => {
    expect(scrubRoute('/survey/core_lab?lab=DEMO-CL-001#q3')).toBe('/survey/core_lab');
    expect(scrubRoute('/labcode/CL/REVNTy1DTC0wMDE')).toBe('/labcode/CL/:param');
    expect(scrubRoute('/home/4f1c2b9a8e7d6c5b4a39')).toBe('/home/:param');
    expect(scrubRoute('/survey-form/qWeRtYuIoPaSdFgHjKl')).toBe('/survey-form/:param');
    expect(scrubRoute('/register/7c2e9b1a-1111-4c6e-9f00-2b4d6e8f0a1c')).toBe('/register/:param');
    expect(scrubRoute('/confirm-password/dana@lab.example')).toBe('/confirm-password/:param');
    expect(scrubRoute('/acme-admin/searchLabs')).toBe('/acme-admin/searchLabs');
    expect(scrubRoute('/registration/thankYou')).toBe('/registration/thankYou');
    expect(scrubRoute('/')).toBe('/');
    expect(scrubRoute('home')).toBe('/home');
  });

  it('keeps the error, not the data in it', () => {
    expect(scrubMessage('Cannot read properties of undefined (reading "map")')).toBe(
      'Cannot read properties of undefined (reading "map")',
    );
    expect(scrubMessage('No lab DEMO-CL-001 for dana.lee@lab.example')).toBe('No lab <id> for <email>');
    expect(scrubMessage('GET https://portal.example/home/abc123def456?token=xyz failed')).toBe(
      'GET /home/:param failed',
    );
    expect(scrubMessage('row 7c2e9b1a-1111-4c6e-9f00-2b4d6e8f0a1c and 20261127, page 3')).toBe(
      'row <id> and <id>, page 3',
    );
    expect(scrubMessage('Broke on /home/9f8e7d6c5b4a3928?token=secret-777 now')).toBe('Broke on <id> now');
    expect(scrubMessage('What? Nothing.')).toBe('What? Nothing.');
    expect(scrubMessage('line one\nline two\ttab')).toBe('line one line two tab');
    expect(scrubMessage('x'.repeat(1000))).toHaveLength(TELEMETRY_MESSAGE_MAX);
  });

  it('names a script by its file name only', () => {
    expect(scrubSource('https://cdn.example/assets/index-Bx3f.js?v=2')).toBe('index-Bx3f.js');
    expect(scrubSource('http://127.0.0.1:3000/home/abc')).toBeNull();
    expect(scrubSource('')).toBeNull();
  });
});
