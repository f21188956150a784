// The ALTCHA proof-of-work widget (issue 3 "Protection"). Loaded only by the screens that need it
// (components/captcha-field.tsx), so the home route's bundle stays small (docs/decisions.md D2).
// `altcha/external` ships without inline workers: the Content-Security-Policy allows scripts and workers from
// this origin only, so the workers are bundled as files of their own.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffect, useRef } from 'react';
import { CAPTCHA_CHALLENGE_PATH } from '@labbench/contract';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  $altcha.algorithms.set(algorithm, () => new ShaWorker());
}

/** The attribution link would open an outside site without the warning of §2; the check itself stays. */
const CONFIGURATION = JSON.stringify({ hideFooter: true });

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

export interface AltchaWidgetProps {
  /** The widget's language code (captcha-language.ts). */
  language: string;
  /** The base64 solution once verified; null again when it expires or fails. */
  onChange: (payload: string | null) => void;
  /** The challenge expired unused (after 10 minutes): the caller mounts a fresh widget. */
  onExpired: () => void;
}

/**
 * Solves at once (`auto="onload"`): a solve takes well under a second, and waiting for a focus event could miss
 * the one that happened while this code was still loading.
 */
export default function AltchaWidget({ language, onChange, onExpired }: AltchaWidgetProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail | undefined>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    element.addEventListener('expired', onExpired);
    return () => {
      element.removeEventListener('statechange', onStateChange);
      element.removeEventListener('expired', onExpired);
    };
  }, [onChange, onExpired]);

  return (
    <altcha-widget
      ref={ref}
      challenge={CAPTCHA_CHALLENGE_PATH}
      language={language}
      auto="onload"
      configuration={CONFIGURATION}
      style={{ '--altcha-max-width': '100%' }}
    />
  );
}
