import { TIMERS_MS } from '@labbench/contract';

/** The resend button of forgot password waits this long after each send (§9: 30 s). */
export const RESEND_WAIT_MS = TIMERS_MS.resend;

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds from `now` until `endsAt` (both in milliseconds), rounded up, never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The countdown as the resend screen shows it (§4): `[00:SS]`, minutes and seconds of two digits. */
export function formatCountdown(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `[${pad(Math.floor(whole / 60))}:${pad(whole % 60)}]`;
}
