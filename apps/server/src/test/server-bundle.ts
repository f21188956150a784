import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** The bundled server that `npm start` runs (scripts/build-server.mjs); tests that start servers run it too. */
export const SERVER_BUNDLE = join(REPO_ROOT, 'apps/server/dist/main.mjs');

/** Bundles the server from the sources as they are now (about a second), so no test starts a stale one. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}
