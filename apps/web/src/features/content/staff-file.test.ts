import { describe, expect, it } from 'vitest';
import { subscribersFileName } from './staff-file.ts';

describe('the subscribers export file', () => {
  it('is named after the day (UTC)', () => {
    expect(subscribersFileName(new Date('2026-11-27T23:30:00Z'))).toBe('newsletter-subscribers-2026-11-27.csv');
  });
});
