// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../test/render.tsx';
import { externalLinks } from '../../../lib/external-link-store.ts';
import { MarkdownView } from './markdown-view.tsx';

afterEach(() => {
  cleanup();
  externalLinks.cancel();
});

const HOSTILE = [
  '# Title',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '[click](javascript:window.hacked=true) [data](data:text/html,<b>x</b>) [tab](java\tscript:alert(1))',
].join('\n\n');

describe('MarkdownView', () => {
  it('shows HTML of a text as the characters typed and drops unsafe links', async () => {
    const { container } = await renderScreen(<MarkdownView markdown={HOSTILE} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>window.hacked = true</script>');
    expect(container.textContent).toContain('<img src="x" onerror="window.hacked = true">');
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getByText('click').tagName).toBe('SPAN');
  });

  it('keeps the one h1 for the page title and styles lists and tables', async () => {
    const table = '| a | b |\n| - | - |\n| 1 | 2 |';
    await renderScreen(<MarkdownView markdown={`# One\n\n## Two\n\n### Three\n\n- item\n\n${table}`} />);
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('item');
    expect(screen.getByRole('table').parentElement?.className).toMatch(/tableScroll/);
  });

  it('routes internal links and sends external ones through the warning in a new tab', async () => {
    const markdown = `[topics](/topics) [same](${window.location.origin}/privacy) [away](https://example.org/x) [mail](mailto:a@b.c)`;
    await renderScreen(<MarkdownView markdown={markdown} />);
    expect(screen.getByRole('link', { name: 'topics' }).getAttribute('href')).toBe('/topics');
    expect(screen.getByRole('link', { name: 'same' }).getAttribute('href')).toBe('/privacy');
    const away = screen.getByRole('link', { name: 'away' });
    expect(away.getAttribute('target')).toBe('_blank');
    expect(away.getAttribute('rel')).toContain('noopener');
    fireEvent.click(away);
    expect(externalLinks.get()).toBe('https://example.org/x');
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe('mailto:a@b.c');
  });
});
