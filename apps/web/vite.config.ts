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

/**
 * Screens whose modules get a chunk of their own: left to itself the bundler splits what a screen imports into some
 * 25 small chunks shared with other screens, and a phone fetches those a few at a time (HTTP/1.1 opens six
 * connections), one round trip after another. A group holds the app's own modules its roots import statically and,
 * of the libraries, those matched by `packages`: Mantine and the contract are left out, as their index modules name
 * every component and schema, so following imports from them would capture what only other screens use.
 */
const SCREEN_GROUPS: { name: string; roots: RegExp; packages: RegExp }[] = [
  {
    // The entry and the home route (apps/web/src/app/router.tsx): the first screen of most visits.
    name: 'app',
    roots: /[\\/]src[\\/](?:main\.tsx|app[\\/]routes[\\/]home\.tsx)$/,
    packages:
      /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/,
  },
  {
    // The sign-in page and the forms, validation and query cache it shares with other screens.
    name: 'sign-in',
    roots: /[\\/]src[\\/]app[\\/]routes[\\/](?:login|query-scope-route)\.tsx$/,
    packages:
      /[\\/]node_modules[\\/](?:zod|react-hook-form|@hookform[\\/]resolvers|@tanstack[\\/](?:query-core|react-query))[\\/]/,
  },
];

function screenChunks() {
  const members = SCREEN_GROUPS.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'labbench-screen-chunks',
    apply: 'build',
    buildEnd() {
      SCREEN_GROUPS.forEach(({ roots }, index) => {
        const ids = members[index]!;
        const visit = (id: string) => {
          const info = this.getModuleInfo(id);
          if (!info || ids.has(id)) return;
          ids.add(id);
          info.importedIds.forEach(visit);
        };
        for (const id of this.getModuleIds()) if (roots.test(id)) visit(id);
      });
    },
  };
  const captures = (index: number, id: string) =>
    members[index]!.has(id) && (!id.includes('node_modules') || SCREEN_GROUPS[index]!.packages.test(id));
  const groups = SCREEN_GROUPS.map(({ name }, index) => ({
    name,
    // A module of an earlier group stays there: that screen loads first.
    test: (id: string) =>
      captures(index, id) && !SCREEN_GROUPS.some((_, earlier) => earlier < index && captures(earlier, id)),
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}

const screens = screenChunks();

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
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        codeSplitting: { groups: screens.groups },
      },
    },
  },
});
