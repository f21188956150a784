import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every text the web shows — names, lab names, thread messages, imported cells, translations — is rendered by React
 * as text. Texts come from users and translators, so no source may turn a string into markup (docs/security.md
 * "Stored markup"): no raw HTML, no i18next <Trans> (which builds elements from a translation's tags), no SurveyJS
 * Markdown hook (its texts become HTML only through onTextMarkdown).
 */
const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const MARKUP_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write|srcDoc|<Trans\b|onTextMarkdown|createContextualFragment/;

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
});
