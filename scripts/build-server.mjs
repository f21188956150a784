// Bundles the server (apps/server/src/main.ts and the workspace's TypeScript it imports) into one ES module,
// apps/server/dist/main.mjs; npm packages stay imports. `npm start`, the tests that start servers and the browser
// tests all run it (`npm run dev` runs the sources under tsx): a start without compiling ~300 TypeScript files is
// about twice as fast, which counts on a loaded 2-core machine (docs/decisions.md D98).
import { build } from 'esbuild';
import { rename } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages from node_modules are loaded by Node as usual; our own workspace packages are TypeScript: bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@labbench/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The bundle; at this depth, so `REPO_ROOT` in config.ts (three folders up) is the same as from the sources. */
export const SERVER_BUNDLE = `${root}apps/server/dist/main.mjs`;

/** Written beside, then renamed: a server starting meanwhile (another test project) never reads half a file. */
export async function buildServer() {
  const partial = `${SERVER_BUNDLE}.${process.pid}.partial`;
  await build({
    entryPoints: [`${root}apps/server/src/main.ts`],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  await rename(partial, SERVER_BUNDLE);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
