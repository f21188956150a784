import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every text the web shows — names, lab names, thread messages, imported cells, translations — is rendered by React
 * as text. Texts come from users and translators, so no source may turn a string into markup (docs/security.md
 * "Stored markup"): no raw HTML, no i18next <Trans> (which builds elements from a translation's tags), no SurveyJS
 * Markdown hook (its texts become HTML only through onTextMarkdown).
 * The one Markdown renderer is the content area's MarkdownView: React elements, never an HTML string, with any HTML
 * in a text shown as text and the result sanitised; no other source may render Markdown or raw HTML.
 */
const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKUP_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|srcDoc|<Trans\b|onTextMarkdown|createContextualFragment|rehype-raw|allowDangerousHtml/;
const MARKDOWN_RENDERER = /from 'react-markdown'/;
const MARKDOWN_VIEW = join('features', 'content', 'components', 'markdown-view.tsx');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web renders texts as text', () => {
  it('no source turns a string into markup', () => {
    const files = sources(WEB_SRC);
    expect(files.length).toBeGreaterThan(100);
    const sinks = files
      .filter((file) => MARKUP_SINKS.test(readFileSync(file, 'utf8')))
      .map((f) => relative(WEB_SRC, f));
    expect(sinks).toEqual([]);
  });

  it('only MarkdownView renders Markdown, with HTML shown as text, skipped and sanitised', () => {
    const renderers = sources(WEB_SRC)
      .filter((file) => MARKDOWN_RENDERER.test(readFileSync(file, 'utf8')))
      .map((f) => relative(WEB_SRC, f));
    expect(renderers).toEqual([MARKDOWN_VIEW]);
    const view = readFileSync(join(WEB_SRC, MARKDOWN_VIEW), 'utf8');
    for (const safeguard of ['htmlAsText', 'rehypeSanitize', 'skipHtml', 'urlTransform={safeUrl}']) {
      expect(view).toContain(safeguard);
    }
  });
});
