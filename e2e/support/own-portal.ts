import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT } from '../../apps/server/src/config.ts';
import { startServerProcess } from '../../apps/server/src/test/server-process.ts';
import type { ServerProcess } from '../../apps/server/src/test/server-process.ts';
import { COMPANY_SLUG } from './constants.ts';

/**
 * A portal of a test file's own, for a setting the run's servers do not have (`env`): the run's web build, on the
 * demo data the run seeded (playwright.config.ts) when there is a copy to start from, else seeding its own.
 */
export async function startOwnPortal(label: string, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `labbench-e2e-${label}-`));
  const seeded = process.env.LABBENCH_E2E_TEMPLATE_DATA_DIR;
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      OIDC_PROVIDERS: '',
      COMPANY_SLUG,
      SITE_LOCATION: 'apac',
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST_DIR: process.env.LABBENCH_E2E_WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist'),
      ...env,
    },
    { timeoutMs: 220_000 },
  );
  return {
    ...server,
    stop: async (signal) => {
      await server.stop(signal);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
