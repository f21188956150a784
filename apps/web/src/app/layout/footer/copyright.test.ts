import { describe, expect, it } from 'vitest';
import { copyrightKey } from './copyright.ts';

describe('copyrightKey', () => {
  it('uses the Middle-East variant for QA, KW, SA, AE and JO', () => {
    for (const code of ['QA', 'KW', 'SA', 'AE', 'jo']) expect(copyrightKey(code)).toBe('footer.copyrightMiddleEast');
  });

  it('uses the normal text elsewhere', () => {
    for (const code of ['WWB', 'TH', 'CN']) expect(copyrightKey(code)).toBe('footer.copyright');
  });
});
