import { describe, expect, it } from 'vitest';
import { transferFileName } from './file-name.ts';

describe('transferFileName', () => {
  it('names a file by what it holds and its format', () => {
    expect(transferFileName(['responses', 'CL', 2026], 'csv')).toBe('responses-CL-2026.csv');
    expect(transferFileName(['labs'], 'xlsx')).toBe('labs.xlsx');
  });
});
