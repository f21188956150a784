import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { TIMERS_MS } from '@labbench/contract/constants';
import { toastHost } from './toast-host.ts';

export interface ToastOptions {
  /** Already translated text. */
  message: string;
  type: 'success' | 'error';
  /** Milliseconds before it closes by itself. */
  delay?: number;
}

/** A short message at the bottom centre; role status so screen readers announce it without moving focus. */
export function showToast({ message, type, delay = TIMERS_MS.toast }: ToastOptions): string {
  // The host shows what the store already holds when it mounts.
  toastHost.require();
  return notifications.show({
    message,
    color: type === 'success' ? 'green.8' : 'red.8',
    autoClose: delay,
    position: 'bottom-center',
    role: 'status',
    withBorder: true,
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
    'data-toast-type': type,
  });
}
