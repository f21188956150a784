import { createHash } from 'node:crypto';
import { isLanguageId } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { translations } from '../db/schema/index.ts';
import { nestTranslations } from './translation-tree.ts';

/** Strong validator: the hash of the exact body, so it changes with any edit and matches across processes. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` is ignored, `*` matches anything. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** A language's texts from the database as JSON, nested like the web's locale files. */
export async function readTranslationFile(db: Database, lang: LanguageId): Promise<string> {
  const rows = await db
    .select({ key: translations.translateKey, value: translations.value })
    .from(translations)
    .where(eq(translations.langId, lang));
  // Sorted here, not by the database's collation, so every database gives the same body and ETag.
  const sorted = rows.map((r) => [r.key, r.value] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(nestTranslations(sorted));
}

/** `GET /assets/i18n/{lang}.json`: the language's texts, compressed (br/gzip) when the browser accepts it. */
export function registerTranslationFiles(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { file: string } }>('/assets/i18n/:file', async (request, reply) => {
    const lang = request.params.file.replace(/\.json$/, '');
    if (!request.params.file.endsWith('.json') || !isLanguageId(lang)) {
      return reply.code(404).send({ error: 'unknown language' });
    }
    const body = await readTranslationFile(db, lang);
    const etag = etagOf(body);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').compress(body);
  });
}
