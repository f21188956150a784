import { describe, expect, it, vi } from 'vitest';

const show = vi.hoisted(() => vi.fn((_data: Record<string, unknown>) => 'toast-1'));
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));
vi.mock('i18next', () => ({ default: { t: (key: string) => key } }));

const { showToast } = await import('./toast.ts');
const { toastHost } = await import('./toast-host.ts');

describe('showToast', () => {
  it('asks the layout for the notifications host, which is not loaded before the first toast', () => {
    const listener = vi.fn();
    toastHost.subscribe(listener);
    showToast({ message: 'Saved', type: 'success' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows a status message at the bottom centre for 5 s by default', () => {
    expect(showToast({ message: 'Saved', type: 'success' })).toBe('toast-1');
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: 'Saved',
        autoClose: 5000,
        position: 'bottom-center',
        role: 'status',
        'data-toast-type': 'success',
        closeButtonProps: { 'aria-label': 'common.close' },
      }),
    );
  });

  it('takes its own delay and marks errors', () => {
    showToast({ message: 'Failed', type: 'error', delay: 8000 });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ autoClose: 8000, 'data-toast-type': 'error' }));
  });
});
