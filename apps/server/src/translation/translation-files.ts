import { isLanguageId } from '@labbench/contract';
import type { LanguageId } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { translations } from '../db/schema/index.ts';
import { sendEncoded } from '../shared/encoded-body.ts';
import type { TextsCache } from '../shared/texts-cache.ts';
import { nestTranslations } from './translation-tree.ts';

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

/**
 * `GET /assets/i18n/{lang}.json`: the language's texts from the texts cache (built and compressed once per texts
 * version, D67), with an ETag so browsers revalidate.
 */
export function registerTranslationFiles(app: FastifyInstance, texts: TextsCache): void {
  app.get<{ Params: { file: string } }>('/assets/i18n/:file', async (request, reply) => {
    const lang = request.params.file.replace(/\.json$/, '');
    if (!request.params.file.endsWith('.json') || !isLanguageId(lang)) {
      return reply.code(404).send({ error: 'unknown language' });
    }
    const { file } = await texts.language(lang);
    return sendEncoded(request, reply, file, 'application/json; charset=utf-8');
  });
}
