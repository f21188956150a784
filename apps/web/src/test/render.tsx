import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../i18n/locales/en.json';
import th from '../i18n/locales/th.json';

/** jsdom lacks what Mantine and recharts ask the browser for; these stand in. */
function stubBrowser() {
  if (typeof window.matchMedia !== 'function') {
    const matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** An i18next of its own with the real English and Thai texts. */
export async function testI18n(language = 'en') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, th: { translation: th } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Renders a screen component inside Mantine, i18next and a router, as the app does. */
export async function renderScreen(ui: ReactElement, { language = 'en', path = '/' } = {}) {
  stubBrowser();
  const i18n = await testI18n(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );
}
