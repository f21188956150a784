// @vitest-environment jsdom
import type * as PortalConfig from '../../config/portal-config.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { spinner } from '../../lib/spinner.ts';
import { renderScreen } from '../../test/render.tsx';
import { FullScreenSpinner } from './full-screen-spinner.tsx';

/** The site this test's page belongs to: portal-config reads it from index.html, here it is switched per test. */
const site = vi.hoisted(() => ({ china: false }));
vi.mock('../../config/portal-config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof PortalConfig>()),
  get isChinaSite() {
    return site.china;
  },
}));

/** A text of the portal that may go under the spinner, and what it reads in English. */
const MESSAGE_KEY = 'surveyForm.loading';
const MESSAGE = 'please wait while survey form is loading.';

/** Renders the overlay on the given site, shows it with `messageKey` and answers the overlay. */
async function showSpinner({ china, messageKey }: { china: boolean; messageKey?: string }) {
  site.china = china;
  await renderScreen(<FullScreenSpinner />);
  act(() => spinner.show(messageKey));
  return screen.getByRole('progressbar', { name: 'Loading…' });
}

/** The text the overlay is described by (aria-describedby), or null. */
function description(overlay: HTMLElement): string | null {
  const id = overlay.getAttribute('aria-describedby');
  return id === null ? null : (document.getElementById(id)?.textContent ?? '');
}

afterEach(() => {
  act(() => spinner.hide());
  cleanup();
});

describe('the full-screen spinner (§2 Other)', () => {
  it('shows nothing until shown, and goes when hidden', async () => {
    await renderScreen(<FullScreenSpinner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => spinner.show());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    act(() => spinner.hide());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('on the China site shows the loader text of the given message', async () => {
    const overlay = await showSpinner({ china: true, messageKey: MESSAGE_KEY });
    expect(overlay.textContent).toBe(MESSAGE);
    // Read out too: as the progress bar's description.
    expect(description(overlay)).toBe(MESSAGE);
  });

  it('on the China site shows no loader text when no message is given', async () => {
    const overlay = await showSpinner({ china: true });
    expect(overlay.textContent).toBe('');
    expect(description(overlay)).toBeNull();
  });

  it('on the APAC site shows no loader text, even with a message', async () => {
    const overlay = await showSpinner({ china: false, messageKey: MESSAGE_KEY });
    expect(overlay.textContent).toBe('');
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(description(overlay)).toBeNull();
  });
});
