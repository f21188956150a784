import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { screenChunks } from './build/screen-chunks.ts';
import type { ScreenGroup } from './build/screen-chunks.ts';

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

/**
 * Screens whose modules get a chunk of their own: left to itself the bundler splits what a screen imports into some
 * 25 small chunks shared with other screens, and a phone fetches those a few at a time (HTTP/1.1 opens six
 * connections), one round trip after another. A group holds the app's own modules its roots import statically and,
 * of the libraries, those matched by `packages`: of Mantine only the components and hooks the screen imports. The
 * contract is left out: its index module names every schema, so following imports from it would capture what only
 * other screens use.
 */
const SCREEN_GROUPS: ScreenGroup[] = [
  {
    // The entry and the home route (apps/web/src/app/router.tsx): the first screen of most visits.
    name: 'app',
    roots: /[\\/]src[\\/](?:main\.tsx|app[\\/]routes[\\/]home\.tsx)$/,
    packages:
      /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser|@mantine[\\/](?:core|hooks|notifications)|clsx)[\\/]/,
  },
  {
    // The sign-in page and the forms, validation and query cache it shares with other screens; the notifications
    // host too, as a toast's store is imported from the same module (and run with it, in strict execution order).
    name: 'sign-in',
    roots: /[\\/]src[\\/]app[\\/]routes[\\/](?:login|query-scope-route)\.tsx$/,
    packages:
      /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers|@tanstack[\\/](?:query-core|react-query)|@mantine[\\/](?:core|hooks|notifications|store)|clsx|react-transition-group|@babel[\\/]runtime|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/,
  },
  {
    // The public content area's reading screens (issue 17) and the Markdown renderer in one chunk: an article needs
    // one file besides the entry. The forms (newsletter, contact) load with their own screens.
    name: 'content',
    roots:
      /[\\/]src[\\/]features[\\/]content[\\/]routes[\\/](?:content-page|article-list|article|topics|contributors)\.tsx$/,
    packages:
      /[\\/]node_modules[\\/](?:react-markdown|remark-[a-z-]+|rehype-[a-z-]+|unified|bail|trough|vfile[a-z-]*|unist-[a-z-]+|mdast-[a-z-]+|hast-[a-z-]+|micromark[a-z-]*|decode-named-character-reference|character-entities[a-z-]*|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|zwitch|longest-streak|markdown-table|ccount|escape-string-regexp|devlop|is-plain-obj|trim-lines|estree-util-[a-z-]+|style-to-[a-z-]+|inline-style-parser|hastscript|web-namespaces|@ungap[\\/]structured-clone)[\\/]/,
  },
  {
    // Staff's content screens: one chunk for the editor, lists, tags, contributors and subscribers.
    name: 'content-staff',
    roots: /[\\/]src[\\/]features[\\/]content[\\/]routes[\\/]staff-[a-z-]+\.tsx$/,
    packages: /(?!)/,
  },
];

const screens = screenChunks(SCREEN_GROUPS);

export default defineConfig({
  plugins: [react(), precompress(), screens.plugin],
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
    modulePreload: false,
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: { groups: screens.groups },
      },
    },
  },
});
