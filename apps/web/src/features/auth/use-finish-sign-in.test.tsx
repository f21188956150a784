// @vitest-environment jsdom
import type * as PortalConfig from '../../config/portal-config.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { testI18n } from '../../test/render.tsx';
import { sessionWith } from '../../test/session.fixture.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The site this test's page belongs to: portal-config reads it from index.html, here it is switched per test. */
const site = vi.hoisted(() => ({ china: false }));
vi.mock('../../config/portal-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PortalConfig>()),
  get isChinaSite() {
    return site.china;
  },
}));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast.ts', () => ({ showToast }));

const scrollTo = vi.fn();
let finish: ReturnType<typeof useFinishSignIn> | undefined;

function LoginPage() {
  const value = useFinishSignIn();
  useEffect(() => {
    finish = value;
  }, [value]);
  return <h1>Sign in</h1>;
}

/** Signs in on /login as Dana Lab; resolves once the app has moved on to where the sign-in leads. */
async function signInAt(china: boolean) {
  site.china = china;
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <h1>Signed in</h1> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <I18nextProvider i18n={await testI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await act(() => finish!.succeeded(sessionWith()));
  return router;
}

const SMOOTH_TO_TOP = { top: 0, behavior: 'smooth' };

beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  scrollTo.mockReset();
  showToast.mockReset();
});

describe('useFinishSignIn: success', () => {
  it('shows the login flag for 6 s and goes on to the landing page (§4, §9)', async () => {
    const router = await signInAt(false);
    expect(showToast).toHaveBeenCalledExactlyOnceWith({ message: 'You are signed in.', type: 'success', delay: 6_000 });
    expect(router.state.location.pathname).toBe('/survey');
  });

  it('on the China site scrolls smoothly to the top 100 ms after the sign-in, not before (§4 Navigation, §9)', async () => {
    const router = await signInAt(true);
    expect(router.state.location.pathname).toBe('/survey');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(scrollTo).not.toHaveBeenCalledWith(SMOOTH_TO_TOP);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(SMOOTH_TO_TOP);
  });

  it('on the APAC site does not scroll smoothly to the top', async () => {
    await signInAt(false);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(scrollTo).not.toHaveBeenCalledWith(SMOOTH_TO_TOP);
  });
});
