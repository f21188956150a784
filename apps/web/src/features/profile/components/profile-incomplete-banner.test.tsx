// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { AUTH_STORAGE_KEY } from '@labbench/contract/constants';
import type { RequestName } from '@labbench/contract';
import { ApiCallError, callApi } from '../../../lib/api-client.ts';
import { authStore } from '../../../lib/session/auth-store.ts';
import { SessionReloadContext } from '../../../lib/session/session-reload.ts';
import { sessionWith } from '../../../test/session.fixture.ts';
import { testI18n } from '../../../test/render.tsx';
import { profileOf } from '../profile.fixture.ts';
import { ProfileIncompleteBanner } from './profile-incomplete-banner.tsx';
// Loaded here, so the banner's lazy imports find them ready.
import './profile-modal.tsx';
import './profile-thank-you-dialog.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  callApi: vi.fn(),
}));
const api = vi.mocked(callApi);

/** Pretends the server answers as given; every other call is a failure the test did not expect. */
function serverAnswers(update: () => Promise<unknown>) {
  api.mockImplementation((name: RequestName) => {
    if (name === 'getuserprofile')
      return Promise.resolve(profileOf({ preRegstatus: 'incomplete', jobDesignation: null }));
    if (name === 'updateUserProfilenew') return update() as never;
    return Promise.reject(new Error(`unexpected ${name}`));
  });
}

type StoredRecord = { session: { user: { preRegstatus: string } } };

/** Lets promises, React and the timers run `ms` further on the fake clock. */
const run = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Runs the fake clock on in small steps until `found` finds something (the lazy modal, the loaded profile). */
async function until(found: () => unknown) {
  for (let step = 0; step < 50 && !found(); step += 1) await run(20);
  expect(found()).toBeTruthy();
}

function Address() {
  return <p data-testid="address">{useLocation().pathname}</p>;
}

async function renderBanner() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({ matches: false, media, addEventListener: () => {}, removeEventListener: () => {} }),
  });
  const i18n = await testI18n();
  const reload = vi.fn(() => Promise.resolve());
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <SessionReloadContext value={reload}>
            <MemoryRouter initialEntries={['/survey']}>
              <Address />
              <ProfileIncompleteBanner />
            </MemoryRouter>
          </SessionReloadContext>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  await run();
  return { reload };
}

const banner = () => screen.queryByRole('region', { name: /Your profile is incomplete/ });
const profileDialog = () => screen.queryByRole('dialog', { name: 'View Profile' });
const thankYou = () => screen.queryByRole('dialog', { name: 'Thank you' });

async function openFromBanner() {
  fireEvent.click(within(banner()!).getByRole('link', { name: 'Complete your profile' }));
  await until(() => within(profileDialog() ?? document.createElement('div')).queryByRole('form'));
  return profileDialog()!;
}

async function fillAndUpdate(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByRole('combobox', { name: /Job title/ }), {
    target: { value: 'Laboratory Manager' },
  });
  await run();
  fireEvent.click(within(dialog).getByRole('button', { name: 'UPDATE' }));
  await run();
}

beforeEach(() => {
  vi.useFakeTimers();
  authStore.signedIn('token-1', sessionWith({ preRegstatus: 'incomplete', preregisterUser: 'Yes' }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api.mockReset();
  authStore.clear();
});

describe('the profile modal of the profile-incomplete banner (§2 modal elsewhere, §4 profile update)', () => {
  it('opens over the page shown with the form, and Close leaves the page as it was', async () => {
    serverAnswers(() => Promise.reject(new Error('not sent')));
    await renderBanner();
    const dialog = await openFromBanner();
    expect(screen.getByTestId('address').textContent).toBe('/survey');
    expect(within(dialog).getByRole('form', { name: 'Your profile' })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /First name/ }).value).toBe('Dana');
    // The close icon in the header and the Close button at the bottom.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    fireEvent.click(closes[1]!);
    await run();
    expect(profileDialog()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/survey');
    expect(api).not.toHaveBeenCalledWith('updateUserProfilenew', expect.anything());
  });

  it('Updated closes it, completes the profile in memory and in the stored record, and thanks 1000 ms later', async () => {
    serverAnswers(() => Promise.resolve({ Status: 'Updated' }));
    const { reload } = await renderBanner();
    await fillAndUpdate(await openFromBanner());

    expect(profileDialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(authStore.get().session?.user.preRegstatus).toBe('complete');
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as StoredRecord;
    expect(stored.session.user.preRegstatus).toBe('complete');
    expect(reload).toHaveBeenCalledOnce();

    await run(999);
    expect(thankYou()).toBeNull();
    await run(1);
    const thanks = thankYou()!;
    expect(within(thanks).getByText('Your profile has been updated.')).toBeTruthy();
    fireEvent.click(within(thanks).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await run();
    expect(thankYou()).toBeNull();
    expect(screen.getByTestId('address').textContent).toBe('/survey');
  });

  it('a failure keeps what was typed, says what went wrong and thanks nobody', async () => {
    serverAnswers(() => Promise.reject(new ApiCallError(500, { code: 'internal', message: 'errors.internal' })));
    await renderBanner();
    const dialog = await openFromBanner();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Lab name in English/ }), {
      target: { value: 'Riverside Laboratory' },
    });
    await fillAndUpdate(dialog);
    await run(5_000);

    expect(profileDialog()).not.toBeNull();
    expect(within(dialog).getByRole('alert').textContent).toBe('Error in process, please submit again');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Lab name in English/ }).value).toBe(
      'Riverside Laboratory',
    );
    expect(authStore.get().session?.user.preRegstatus).toBe('incomplete');
    expect(thankYou()).toBeNull();
  });
});
