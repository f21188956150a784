// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { testI18n } from '../../test/render.tsx';
import { useNavigationEffects } from './use-navigation-effects.ts';

/** A page with the effects of the layout and a fragment target far down; `scrollIntoView` records its element. */
function Page() {
  useNavigationEffects();
  return <h2 id="results">Results</h2>;
}

const scrolledInto = vi.fn<(el: Element) => void>();
const scrollTo = vi.fn();

async function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  const i18n = await testI18n();
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  await act(() => Promise.resolve());
  return router;
}

/** How often the fragment's target has been scrolled into view so far. */
const scrollsToTarget = () => scrolledInto.mock.calls.filter(([el]) => el.id === 'results').length;

beforeEach(() => {
  // jsdom lays nothing out and does not scroll: record what the effects ask for.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto(this);
  };
  vi.stubGlobal('scrollTo', scrollTo);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  scrolledInto.mockReset();
  scrollTo.mockReset();
});

describe('useNavigationEffects', () => {
  it('scrolls to the fragment at once and again after 2 s, not before (§2, §9)', async () => {
    await renderAt('/aboutus#results');
    expect(scrollsToTarget()).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(scrollsToTarget()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(scrollsToTarget()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(scrollsToTarget()).toBe(2);
  });

  it('scrolls to the top on each navigation without a fragment, and drops a pending repeat', async () => {
    const router = await renderAt('/aboutus#results');
    expect(scrollsToTarget()).toBe(1);

    await act(() => router.navigate('/privacy'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(scrollsToTarget()).toBe(1);

    await act(() => router.navigate('/termsofuse'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to the fragment of each navigation that has one, with its own repeat', async () => {
    const router = await renderAt('/home');
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);

    await act(() => router.navigate('/home#results'));
    expect(scrollsToTarget()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(scrollsToTarget()).toBe(2);
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
