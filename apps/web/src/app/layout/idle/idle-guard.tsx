import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getSession } from '../../../features/auth/api/get-session.ts';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { listenForActivity, startIdleWatcher } from '../../../lib/idle-watcher.ts';
import { loginPath } from '../../../lib/session/login-initiator.ts';
import { showToast } from '../../../lib/toast.ts';
import { IdleWarning } from './idle-warning.tsx';

/** The tabs of this browser tell each other of activity: a user busy in one tab is not signed out by another. */
const CHANNEL = 'labbench-idle';
/** The message on the sign-in page stays long enough to be read after coming back to the screen. */
const SIGNED_OUT_NOTICE_MS = 60_000;

/**
 * Watches a signed-in user for inactivity (§4 Idle watcher, §9; D: idle timeout). After the idle time a dialog
 * counts the inactivity timeout down; staying signed in starts over, running out signs out on the server and here,
 * and the sign-in page says why, with the page the user was on as destination. While the user is active the
 * session is checked with the server at the ping interval, so one revoked elsewhere ends here too.
 */
export function IdleGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { signOut } = useSignOut();
  const [deadline, setDeadline] = useState<number | null>(null);
  const resumeRef = useRef<() => void>(() => undefined);

  // Reads the page the user is on when it fires, long after the watcher started.
  const timeOut = useEffectEvent(async () => {
    const destination = loginPath(`${pathname}${search}`);
    await signOut();
    await navigate(destination);
    showToast({ message: t('layout.idle.signedOut'), type: 'error', delay: SIGNED_OUT_NOTICE_MS });
  });

  useEffect(() => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    const watcher = startIdleWatcher({
      onIdle: setDeadline,
      onTimeout: () => {
        setDeadline(null);
        void timeOut();
      },
      // A 401 signs out (api-client); a failed network leaves the session as it is.
      onPing: () => void getSession().catch(() => undefined),
    });
    const resume = () => {
      watcher.resume();
      setDeadline(null);
    };
    resumeRef.current = () => {
      resume();
      channel?.postMessage('active');
    };
    const stopListening = listenForActivity(window, () => {
      if (watcher.activity()) channel?.postMessage('active');
    });
    channel?.addEventListener('message', resume);
    return () => {
      watcher.stop();
      stopListening();
      channel?.close();
    };
  }, []);

  return (
    <IdleWarning
      deadline={deadline}
      onStay={() => resumeRef.current()}
      onSignOut={() => {
        setDeadline(null);
        void signOut();
      }}
    />
  );
}
