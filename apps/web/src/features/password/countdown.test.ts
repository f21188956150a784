import { describe, expect, it } from 'vitest';
import { RESEND_WAIT_MS, formatCountdown, secondsLeft } from './countdown.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits in brackets', () => {
    expect(formatCountdown(30)).toBe('[00:30]');
    expect(formatCountdown(9)).toBe('[00:09]');
    expect(formatCountdown(1)).toBe('[00:01]');
    expect(formatCountdown(0)).toBe('[00:00]');
    expect(formatCountdown(75)).toBe('[01:15]');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(formatCountdown(29.2)).toBe('[00:30]');
    expect(formatCountdown(-3)).toBe('[00:00]');
    expect(formatCountdown(Number.NaN)).toBe('[00:00]');
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    const start = 1_000_000;
    const endsAt = start + RESEND_WAIT_MS;
    expect(secondsLeft(endsAt, start)).toBe(30);
    expect(secondsLeft(endsAt, start + 1)).toBe(30);
    expect(secondsLeft(endsAt, start + 1000)).toBe(29);
    expect(secondsLeft(endsAt, start + 29_999)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 5000)).toBe(0);
  });

  it('waits 30 s between sends (§9)', () => {
    expect(RESEND_WAIT_MS).toBe(30_000);
  });
});
