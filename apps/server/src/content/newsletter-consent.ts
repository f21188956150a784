import type { LanguageId } from '@labbench/contract';
import type { Database } from '../db/client.ts';
import { textsCacheOf } from '../shared/texts-cache.ts';

/** The text at a dotted key of a nested texts tree, when it is a non-empty string. */
function textAt(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

export interface ConsentTexts {
  legal: string;
  marketing: string;
}

/**
 * The two consent texts exactly as the newsletter form shows them in `language` (`newsletter.legalConsent`,
 * `newsletter.marketingConsent`), from the server's own texts, never from the client; English where the language
 * has none, as the form itself falls back.
 */
export async function consentTexts(db: Database, language: LanguageId): Promise<ConsentTexts> {
  const cache = textsCacheOf(db);
  const [own, english] = await Promise.all([cache.language(language), cache.language('en')]);
  const text = (key: string) => {
    const found = textAt(own.tree, key) ?? textAt(english.tree, key);
    if (!found) throw new Error(`newsletter consent text ${key} missing`);
    return found;
  };
  return { legal: text('newsletter.legalConsent'), marketing: text('newsletter.marketingConsent') };
}
