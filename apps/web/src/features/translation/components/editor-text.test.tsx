// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TranslationProblem } from '@labbench/contract';
import { renderScreen } from '../../../test/render.tsx';
import { EditorText } from './editor-text.tsx';

afterEach(cleanup);

// jsdom has no font loading, which the autosizing text area listens to.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      configurable: true,
    });
});

const base = {
  id: 'translation-ja-header-profileMenu',
  label: '日本語',
  lang: 'ja',
  value: 'アカウントメニュー',
  readOnly: false,
  problems: [] as TranslationProblem[],
  reviewNote: null,
  theirs: null,
  uiLanguage: 'en',
  onChange: vi.fn(),
  onUseTheirs: vi.fn(),
  onKeepMine: vi.fn(),
};

const problem = (p: Partial<TranslationProblem>): TranslationProblem => ({
  langId: 'ja',
  translateKey: 'header.profileMenu',
  check: 'markup',
  severity: 'error',
  ...p,
});

describe('a text area of the translation editor', () => {
  it('names its problems to the translator, in their language, below the text', async () => {
    await renderScreen(
      <EditorText
        {...base}
        problems={[
          problem({ check: 'placeholders', missing: ['name'], extra: ['count'] }),
          problem({ check: 'length', limit: 40, width: 52, translateKey: 'header.profileMenu' }),
          problem({ check: 'terminology', severity: 'warning', term: 'コアラボ' }),
        ]}
      />,
    );
    const textarea = screen.getByRole('textbox', { name: '日本語' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toContain('Error: Placeholders missing: {{name}}');
    expect(description).toContain('Error: Placeholders the English text does not have: {{count}}');
    expect(description).toContain('Error: Too long for its place (header): 52 columns, at most 40.');
    expect(description).toContain('Warning: Use the agreed term “コアラボ”.');
  });

  it('shows English read-only to a translator without the English right, and says why', async () => {
    await renderScreen(<EditorText {...base} label="English" lang="en" value="" readOnly />, { language: 'th' });
    const textarea = screen.getByRole('textbox', { name: 'English' });
    expect(textarea.hasAttribute('readonly')).toBe(true);
    expect(textarea.getAttribute('placeholder')).toBe('คุณไม่ได้รับอนุญาตให้แก้ไขฉบับภาษาอังกฤษ');
  });

  it('after a conflict, shows the other translator’s text beside the typed one and lets the translator choose', async () => {
    const onUseTheirs = vi.fn();
    const onKeepMine = vi.fn();
    await renderScreen(
      <EditorText
        {...base}
        theirs={{
          langId: 'ja',
          translateKey: 'header.profileMenu',
          translation: '{{name}} のメニュー',
          changedAt: '2026-11-25T10:00:00.000Z',
          changedBy: 'Kenji Sato',
        }}
        onUseTheirs={onUseTheirs}
        onKeepMine={onKeepMine}
      />,
    );
    expect(screen.getByRole('textbox', { name: '日本語' })).toHaveProperty('value', 'アカウントメニュー');
    const theirs = screen.getByRole('group', { name: /^Changed meanwhile by Kenji Sato, Nov 25, 2026/ });
    expect(theirs.textContent).toContain('{{name}} のメニュー');
    fireEvent.click(screen.getByRole('button', { name: 'Use their text' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my text' }));
    expect(onUseTheirs).toHaveBeenCalledOnce();
    expect(onKeepMine).toHaveBeenCalledOnce();
  });
});
