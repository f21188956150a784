// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../../i18n/locales/en.json';
import th from '../../../i18n/locales/th.json';
import { renderScreen } from '../../../test/render.tsx';
import { HELP_SECTIONS } from './help-modal-sections.ts';
import { HelpModal } from './help-modal.tsx';

afterEach(cleanup);

const LOCALES = { en, th };

/** A dotted key's text in the shipped locale file. */
function textOf(lang: keyof typeof LOCALES, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], LOCALES[lang]);
  if (typeof found !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return found;
}

describe('the help modal (§2 Popup-messages)', () => {
  it.each(['en', 'th'] as const)('shows each page’s text in its own closed section, in %s', async (lang) => {
    const text = (key: string) => textOf(lang, key);
    await renderScreen(<HelpModal />, { language: lang });
    fireEvent.click(screen.getByRole('button', { name: text('survey.help.open') }));
    const dialog = await screen.findByRole('dialog', { name: text('survey.help.title') });

    const sections = dialog.querySelectorAll('details');
    expect(sections).toHaveLength(HELP_SECTIONS.length);
    HELP_SECTIONS.forEach((section, i) => {
      const details = sections[i]!;
      expect(details.open).toBe(false);
      expect(details.querySelector('summary')?.textContent).toBe(text(section.titleKey));
      expect(within(details).getByText(text(section.textKey))).toBeTruthy();
    });
  });
});
