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

/** Route modules whose code ships with the entry (apps/web/src/app/router.tsx): the first screen of most visits. */
const FIRST_SCREEN_ROUTES = ['/src/app/routes/home.tsx'];

/**
 * Libraries the first screen uses whole. Mantine and the contract are left out: their index modules name every
 * component and schema, so following imports from them would capture what only lazy screens use.
 */
const FIRST_SCREEN_PACKAGES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

/**
 * Collects the app's own modules the entry and the first-screen routes import statically, and the libraries above,
 * for one chunk: left to itself the bundler splits them into some 25 small chunks shared with lazy screens, and a
 * phone fetches those a few at a time (HTTP/1.1 opens six connections), one round trip after another.
 */
function firstScreenModules(): { plugin: Plugin; test: (id: string) => boolean } {
  const ids = new Set<string>();
  return {
    test: (id) => ids.has(id) && (!id.includes('node_modules') || FIRST_SCREEN_PACKAGES.test(id)),
    plugin: {
      name: 'labbench-first-screen',
      apply: 'build',
      buildEnd() {
        const visit = (id: string) => {
          const info = this.getModuleInfo(id);
          if (!info || ids.has(id)) return;
          ids.add(id);
          info.importedIds.forEach(visit);
        };
        for (const id of this.getModuleIds()) {
          if (this.getModuleInfo(id)?.isEntry || FIRST_SCREEN_ROUTES.some((route) => id.endsWith(route))) visit(id);
        }
      },
    },
  };
}

const firstScreen = firstScreenModules();

export default defineConfig({
  plugins: [react(), precompress(), firstScreen.plugin],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: { groups: [{ name: 'app', test: firstScreen.test, includeDependenciesRecursively: false }] },
      },
    },
  },
});
