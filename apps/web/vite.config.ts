import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In development the API server (apps/server, port 3000) answers everything that is not the app's own code. */
const API_ORIGIN = 'http://127.0.0.1:3000';
const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|map)$/;

/**
 * Writes `file.br` and `file.gz` beside every static text file of the build, at the strongest settings, so the
 * server (@fastify/static `preCompressed`) sends them without compressing per request. index.html is not among
 * them: the server fills it in per request and compresses that answer itself.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'labbench-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const body = await readFile(path);
        await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/assets/i18n': API_ORIGIN,
      '/geo': API_ORIGIN,
      '/captcha': API_ORIGIN,
      '/sso': API_ORIGIN,
    },
  },
  // The manifest tells the server which files a route's chunk needs, to preload them with index.html.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
