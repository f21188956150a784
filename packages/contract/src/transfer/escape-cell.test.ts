import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** Any text: ASCII with its controls, C1 controls, a no-break space, Thai and CJK (fast-check's `binary` unit is slow). */
const anyText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
    fc.constantFrom('\u0085', '\u009f', '\u00a0', 'ไ', '漢'),
  ),
});
import { escapeCell } from './escape-cell.ts';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];
const startsDangerous = (value: string) => DANGEROUS.some((c) => value.startsWith(c));

describe('escapeCell', () => {
  it('puts a quote before text that begins like a formula', () => {
    expect(escapeCell('=1+1')).toBe("'=1+1");
    expect(escapeCell('+44 20')).toBe("'+44 20");
    expect(escapeCell('-2+3+cmd|" /C calc"!A0')).toBe('\'-2+3+cmd|" /C calc"!A0');
    expect(escapeCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(escapeCell('\t=1')).toBe("'\t=1");
  });

  it('escapes a formula with line breaks after it, which papaparse leaves alone', () => {
    expect(escapeCell('=HYPERLINK("http://x")\nsecond line')).toBe('\'=HYPERLINK("http://x")\nsecond line');
    expect(escapeCell('-1\r\n=2')).toBe("'-1\r\n=2");
  });

  it('leaves other text, numbers and empty cells as they are', () => {
    expect(escapeCell('Hospital laboratory')).toBe('Hospital laboratory');
    expect(escapeCell('a=b\n=c')).toBe('a=b\n=c');
    expect(escapeCell(-12.5)).toBe(-12.5);
    expect(escapeCell(null)).toBe('');
    expect(escapeCell(undefined)).toBe('');
    expect(escapeCell(Number.NaN)).toBe('NaN');
    expect(escapeCell(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
  });

  it('never gives text that begins like a formula, whatever the text', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const escaped = escapeCell(value);
        expect(typeof escaped).toBe('string');
        expect(startsDangerous(String(escaped))).toBe(false);
      }),
    );
  });

  it('only ever adds one quote in front, so the value reads back', () => {
    fc.assert(
      fc.property(anyText, (value) => {
        const escaped = String(escapeCell(value));
        expect(escaped === value || escaped === `'${value}`).toBe(true);
        expect(escaped !== value).toBe(startsDangerous(value));
      }),
    );
  });

  it('escapes multi-line values that begin like a formula, whatever the lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DANGEROUS),
        fc.string(),
        fc.constantFrom('\n', '\r\n', '\r'),
        fc.string(),
        (start, first, lineBreak, rest) => {
          const value = `${start}${first}${lineBreak}${rest}`;
          expect(escapeCell(value)).toBe(`'${value}`);
        },
      ),
    );
  });

  it('is the same when applied twice', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.double(), fc.constant(Number.NEGATIVE_INFINITY)), (value) => {
        const once = escapeCell(value);
        expect(escapeCell(once)).toEqual(once);
      }),
    );
  });
});
