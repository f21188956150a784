import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * `reply.compress()` for the answers built per request (index.html, the translation files): brotli or gzip as
 * the browser accepts. Built files are compressed at build time (apps/web/vite.config.ts) and served as they are.
 * Brotli at quality 5: nearly the size of 11 at a small fraction of the time, as it runs on every page load.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
