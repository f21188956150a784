import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunksOf, trimmedRow } from './import-chunks.ts';

const cell = fc.string({ unit: fc.constantFrom('a', '1', 'ไ', '漢', '"', '\n'), maxLength: 40 });
const rowArb = fc.record({ row: fc.integer({ min: 1 }), cells: fc.array(cell, { maxLength: 6 }) });
const bytesOf = (row: unknown) => new TextEncoder().encode(JSON.stringify(row)).length;

describe('chunksOf', () => {
  it('sends every row once, in order, in chunks within the row and byte limits, whatever the script', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 50, max: 400 }),
        (rows, maxRows, maxBytes) => {
          const chunks = chunksOf(rows, maxRows, maxBytes);
          expect(chunks.flat()).toEqual(rows);
          for (const chunk of chunks) {
            expect(chunk.length).toBeGreaterThan(0);
            expect(chunk.length).toBeLessThanOrEqual(maxRows);
            const bytes = chunk.reduce((sum, row) => sum + bytesOf(row), 0);
            if (chunk.length > 1) expect(bytes).toBeLessThanOrEqual(maxBytes);
          }
        },
      ),
    );
  });

  it('sends 10,000 rows of a template in 40 chunks of 250', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({ row: i + 3, cells: [`LAB-${i}`, 'hospital', '1200'] }));
    expect(chunksOf(rows).map((c) => c.length)).toEqual(Array(40).fill(250));
  });
});

describe('trimmedRow', () => {
  it('drops empty cells beyond the header and keeps everything else', () => {
    expect(trimmedRow({ row: 3, cells: ['LAB-A', '', ' ', ''] }, 2)).toEqual({ row: 3, cells: ['LAB-A', ''] });
    expect(trimmedRow({ row: 3, cells: ['LAB-A', '', 'x', ''] }, 2)).toEqual({ row: 3, cells: ['LAB-A', '', 'x'] });
    expect(trimmedRow({ row: 3, cells: ['LAB-A'] }, 3)).toEqual({ row: 3, cells: ['LAB-A'] });
  });
});
