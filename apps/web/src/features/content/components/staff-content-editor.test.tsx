// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ApiCallError } from '../../../lib/api-client.ts';
import { testI18n } from '../../../test/render.tsx';
import type { ContentItem } from '../staff-content-form.ts';
import { StaffContentEditor } from './staff-content-editor.tsx';

const sent = vi.fn();
/** What the next save answers; a rejecting vi.fn itself would be reported by vitest as the test's own failure. */
let answer: () => Promise<unknown> = () => Promise.resolve({ id: 'c1' });
vi.mock('../api/save-content-item.ts', () => ({
  useSaveContentItem: () => ({
    mutateAsync: (payload: unknown) => {
      sent(payload);
      return answer();
    },
  }),
}));
vi.mock('../api/set-content-publication.ts', () => ({
  useSetContentPublication: () => ({ mutateAsync: vi.fn(), isPending: false }),
}));
vi.mock('../api/get-content-item.ts', () => ({ getContentItem: () => Promise.resolve({ item }) }));
vi.mock('../api/get-content-tags.ts', () => ({ useContentTags: () => ({ data: { tags: [] }, error: null }) }));
vi.mock('../staff-contributors-query.ts', () => ({ useContributorOptions: () => ({ options: [], failed: false }) }));
vi.mock('../../../lib/toast.ts', () => ({ showToast: vi.fn() }));

const item: ContentItem = {
  id: 'c1',
  kind: 'article',
  section: 'thought-leadership',
  pageType: null,
  country: null,
  slug: 'lab-quality',
  tags: [],
  contributorIds: [],
  versions: [
    {
      lang: 'en',
      title: 'Quality',
      summary: '',
      body: 'Text',
      publishedAt: null,
      updatedAt: '2026-11-01T00:00:00Z',
      updatedBy: null,
    },
  ],
};

async function renderEditor() {
  const matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  if (typeof window.matchMedia !== 'function')
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  // jsdom has no FontFaceSet; the autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const i18n = await testI18n('en');
  const router = createMemoryRouter([{ path: '/', element: <StaffContentEditor item={item} kind="article" /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  sent.mockReset();
  answer = () => Promise.resolve({ id: 'c1' });
});
afterEach(cleanup);

describe('the content editor', () => {
  it('checks a language against the contract before sending, and keeps what was typed', async () => {
    await renderEditor();
    openTab(/^日本語/);
    type(/^Title/, '品質');
    save();
    expect(await screen.findByText('Please write the text.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('品質');
  });

  it('sends only the edited language, and shows the server refusal under its field in its tab', async () => {
    answer = () =>
      Promise.reject(
        new ApiCallError(400, {
          code: 'validation',
          message: 'errors.invalidInput',
          fields: [{ field: 'versions.0.title', message: 'validation.textTooLong' }],
        }),
      );
    await renderEditor();
    openTab(/^日本語/);
    type(/^Title/, '品質');
    type(/^Text \(Markdown\)/, '本文');
    openTab(/^English/);
    save();
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      id: 'c1',
      versions: [{ lang: 'ja', title: '品質', body: '本文' }],
    });
    // The message belongs to the Japanese title: the editor shows that tab with it.
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Title/).value).toBe('品質'));
    expect(screen.getByText(/Please use at most/)).toBeTruthy();
  });
});
