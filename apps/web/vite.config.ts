import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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

/** The frame of the screens that use the query cache, and so of the sign-in page, the forms and the content area. */
const QUERY_SCOPE = /[\\/]src[\\/]app[\\/]routes[\\/]query-scope-route\.tsx$/;
/** The sign-in page and its frame. */
const SIGN_IN_ROOTS = /[\\/]src[\\/]app[\\/]routes[\\/](?:login|query-scope-route)\.tsx$/;
/** The public content area's reading screens (issue 17), and the Markdown renderer they load beside them (D184). */
const CONTENT_ROOTS =
  /[\\/]src[\\/]features[\\/]content[\\/](?:routes[\\/](?:content-page|article-list|article|topics|contributors)|components[\\/]markdown-view)\.tsx$/;
/** The public forms' screens besides the sign-in page. */
const PUBLIC_FORMS =
  /[\\/]src[\\/](?:features[\\/](?:registration[\\/]routes[\\/](?:registration|verify-email)|password[\\/]routes[\\/](?:forgot-password|forgot-password-success|successful-reset)|profile[\\/]routes[\\/]profile-thank-you|content[\\/]routes[\\/]newsletter[a-z-]*)|app[\\/]routes[\\/]confirm-password)\.tsx$/;
/** Every screen's route module: a screen's group keeps only what no other screen imports. */
const EVERY_SCREEN = /[\\/]src[\\/](?:app|features[\\/][a-z-]+)[\\/]routes[\\/][^\\/]+\.tsx$/;
/** The libraries of the forms, validation, query cache and Mantine's overlays (the sign-in page has all of them). */
const SCREEN_LIBRARIES =
  /[\\/]node_modules[\\/](?:react-hook-form|@hookform[\\/]resolvers|@tanstack[\\/](?:query-core|react-query)|@mantine[\\/](?:core|hooks|notifications|store)|clsx|react-transition-group|@babel[\\/]runtime|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/;

/**
 * Screens whose modules get a chunk of their own: left to itself the bundler splits what a screen imports into some
 * 25 small chunks shared with other screens, and a phone fetches those a few at a time (HTTP/1.1 opens six
 * connections), one round trip after another. A group holds the app's own modules its roots import statically and,
 * of the libraries, those matched by `packages`: of Mantine only the components and hooks the screen imports. A
 * module two groups hold stays in the earlier one. The contract is left out: its index module names every schema, so following imports from it would capture what only
 * other screens use.
 */
const SCREEN_GROUPS: ScreenGroup[] = [
  {
    // The entry, the app's start (which the entry imports when it is its turn) and the home route
    // (apps/web/src/app/router.tsx): the first screen of most visits.
    name: 'app',
    roots: /[\\/]src[\\/](?:main\.tsx|app[\\/]start-app\.tsx|app[\\/]routes[\\/]home\.tsx)$/,
    packages:
      /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser|@mantine[\\/](?:core|hooks|notifications)|clsx)[\\/]/,
  },
  {
    // What the sign-in page and the content screens both need (the frame with the query cache, Mantine's shared
    // parts, the app's shared modules): neither loads the other's chunk (D171).
    name: 'screens',
    roots: [SIGN_IN_ROOTS, new RegExp(`${CONTENT_ROOTS.source}|${QUERY_SCOPE.source}`)],
    packages: SCREEN_LIBRARIES,
  },
  {
    // zod: the forms validate with it, and every domain's response schemas (loaded with its first call) need it.
    name: 'zod',
    roots: SIGN_IN_ROOTS,
    packages: /[\\/]node_modules[\\/]zod[\\/]/,
    librariesOnly: true,
  },
  {
    // The sign-in page and the forms it shares with other screens; the notifications host too, as a toast's store
    // is imported from the same module (and run with it, in strict execution order).
    name: 'sign-in',
    roots: SIGN_IN_ROOTS,
    packages: SCREEN_LIBRARIES,
    except: EVERY_SCREEN,
  },
  {
    // The Mantine parts of the public forms beside the sign-in page (sign-up, password reset, e-mail links,
    // newsletter) in one chunk: left apart, the sign-up alone loads some 40 files of a few hundred bytes, six at a
    // time. What the sign-in page or the content screens use too stays out, so they do not load it.
    name: 'forms',
    roots: PUBLIC_FORMS,
    packages: /[\\/]node_modules[\\/]/,
    librariesOnly: true,
    except: new RegExp(`${SIGN_IN_ROOTS.source}|${CONTENT_ROOTS.source}`),
  },
  {
    // The Markdown renderer, for the content screens that show an article or a page; the forms beside them
    // (newsletter, contact) and the sign-up do without it.
    name: 'markdown',
    roots: CONTENT_ROOTS,
    packages:
      /[\\/]node_modules[\\/](?:react-markdown|remark-[a-z-]+|rehype-[a-z-]+|unified|bail|trough|vfile[a-z-]*|unist-[a-z-]+|mdast-[a-z-]+|hast-[a-z-]+|micromark[a-z-]*|decode-named-character-reference|character-entities[a-z-]*|property-information|space-separated-tokens|comma-separated-tokens|html-url-attributes|zwitch|longest-streak|markdown-table|ccount|escape-string-regexp|devlop|is-plain-obj|trim-lines|estree-util-[a-z-]+|style-to-[a-z-]+|inline-style-parser|hastscript|web-namespaces|@ungap[\\/]structured-clone)[\\/]/,
    librariesOnly: true,
  },
  {
    // What only the content area's reading screens use, in one chunk: an article needs it and the Markdown renderer
    // besides the entry and the shared screens' chunk.
    name: 'content',
    roots: CONTENT_ROOTS,
    packages: /(?!)/,
    except: EVERY_SCREEN,
  },
  {
    // Staff's content screens: one chunk for the editor, lists, tags, contributors and subscribers.
    name: 'content-staff',
    roots: /[\\/]src[\\/]features[\\/]content[\\/]routes[\\/]staff-[a-z-]+\.tsx$/,
    packages: /(?!)/,
    except: EVERY_SCREEN,
  },
];

const screens = screenChunks(SCREEN_GROUPS);

/**
 * React Router's production build for the builds: its package's exports name only the development build (without its
 * warnings and checks the production one is about 1.5 KB smaller after gzip on every first screen). The development
 * server keeps the development build and its warnings.
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

/**
 * react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React before 18; the package's own entry
 * hands on React's built-in hook, which React 19 has.
 */
const BUILT_IN_SYNC_EXTERNAL_STORE = {
  find: /^use-sync-external-store\/shim$/,
  replacement: 'use-sync-external-store',
};

/**
 * The first-screen renderer's build (D182, `vite build --ssr`): one self-contained module in dist/.ssr (the static
 * site serves no dot-folder), so the server loads it wherever the build was copied to.
 */
const firstScreenBuild = defineConfig({
  plugins: [react()],
  resolve: { alias: [REACT_ROUTER_PRODUCTION, BUILT_IN_SYNC_EXTERNAL_STORE] },
  ssr: { noExternal: true },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false, minify: false },
});

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? firstScreenBuild
    : {
        plugins: [react(), precompress(), screens.plugin],
        resolve: {
          alias: [...(command === 'build' ? [REACT_ROUTER_PRODUCTION] : []), BUILT_IN_SYNC_EXTERNAL_STORE],
        },
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
      },
);
