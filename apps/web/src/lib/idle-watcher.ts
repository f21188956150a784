import { IDLE_ACTIVITY_EVENTS, IDLE_TIMERS_MS } from '@labbench/contract/constants';

export type IdleTimers = Record<keyof typeof IDLE_TIMERS_MS, number>;

export interface IdleWatcherEvents {
  /** Idle for `idle` ms: the countdown to `deadline` (epoch ms) starts; activity no longer stops it. */
  onIdle: (deadline: number) => void;
  /** The countdown ran out. The watcher has stopped. */
  onTimeout: () => void;
  /** Every `ping` ms while the user has been active since the last one. */
  onPing: () => void;
}

export interface IdleWatcher {
  /** An activity event: counted at most once per `sensitivity` ms, ignored once the countdown runs. */
  activity: () => boolean;
  /** The user chose to stay: the countdown stops and the idle time starts again. */
  resume: () => void;
  stop: () => void;
}

/**
 * The idle watcher of §4 with the timings of §9 (after angular-user-idle, whose events and defaults the spec
 * lists): the idle timer is reset as soon as it starts, each counted activity resets it, and once it runs out the
 * countdown runs until the user answers. Works on `Date.now` and timers only, so tests can drive it with a fake clock.
 */
export function startIdleWatcher(events: IdleWatcherEvents, timers: IdleTimers = IDLE_TIMERS_MS): IdleWatcher {
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let countdownTimer: ReturnType<typeof setTimeout> | undefined;
  let lastCounted = Number.NEGATIVE_INFINITY;
  let activeSincePing = true;
  let stopped = false;

  const goIdle = () => {
    countdownTimer = setTimeout(() => {
      stop();
      events.onTimeout();
    }, timers.timeout);
    events.onIdle(Date.now() + timers.timeout);
  };
  const armIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(goIdle, timers.idle);
  };
  const pingTimer = setInterval(() => {
    if (!activeSincePing || countdownTimer !== undefined) return;
    activeSincePing = false;
    events.onPing();
  }, timers.ping);

  function stop() {
    stopped = true;
    clearTimeout(idleTimer);
    clearTimeout(countdownTimer);
    clearInterval(pingTimer);
  }

  armIdle();
  return {
    activity: () => {
      if (stopped || countdownTimer !== undefined) return false;
      const now = Date.now();
      if (now - lastCounted < timers.sensitivity) return false;
      lastCounted = now;
      activeSincePing = true;
      armIdle();
      return true;
    },
    resume: () => {
      if (stopped) return;
      clearTimeout(countdownTimer);
      countdownTimer = undefined;
      lastCounted = Date.now();
      activeSincePing = true;
      armIdle();
    },
    stop,
  };
}

/** Feeds the activity events of §4 to a watcher; returns the unsubscribe. */
export function listenForActivity(target: Window, onActivity: () => void): () => void {
  IDLE_ACTIVITY_EVENTS.forEach((name) => target.addEventListener(name, onActivity, { passive: true }));
  return () => IDLE_ACTIVITY_EVENTS.forEach((name) => target.removeEventListener(name, onActivity));
}

/** What is left of the countdown as m:ss, rounded up so it shows 0:00 only when time is up. */
export function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
