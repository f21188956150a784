import { describe, expect, it } from 'vitest';
import { tokenOfFormUrl } from './form-link.ts';

describe('the token of a form link', () => {
  it('reads the token of the path, without a query, and nothing from another address', () => {
    expect(tokenOfFormUrl('/survey-form/abcDEF_123-x')).toBe('abcDEF_123-x');
    expect(tokenOfFormUrl('/survey-form/abc?retake=1')).toBe('abc');
    expect(tokenOfFormUrl('/survey-form/')).toBeNull();
    expect(tokenOfFormUrl('/survey/core_lab')).toBeNull();
    expect(tokenOfFormUrl(null)).toBeNull();
  });
});
