import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestFileName, requestsByDomain } from '@labbench/contract';
import { describe, expect, it } from 'vitest';

/** The same domain folders on every layer (docs/architecture.md): the web's features are domains of the contract. */
const WEB_SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT_SRC = join(WEB_SRC, '../../../packages/contract/src');
const FEATURES = join(WEB_SRC, 'features');

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const apiFiles = folders(FEATURES).flatMap((domain) => {
  const dir = join(FEATURES, domain, 'api');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ domain, file, path: join(dir, file) }));
});

describe('web features follow the domains of the contract', () => {
  it.each(folders(FEATURES))('features/%s is a domain folder of the contract', (domain) => {
    expect(existsSync(join(CONTRACT_SRC, domain)), `packages/contract/src/${domain}`).toBe(true);
  });

  it.each(apiFiles)('features/$domain/api/$file is named after a request of its domain and calls it', (api) => {
    const requests: Record<string, unknown> = requestsByDomain[api.domain as keyof typeof requestsByDomain] ?? {};
    const name = Object.keys(requests).find((request) => `${requestFileName(request)}.ts` === api.file);
    expect(name, `no request of domain ${api.domain} is named ${api.file}`).toBeDefined();
    // A file request is called through callApiFile (the bytes as a Blob, with progress); the first screen's calls
    // through callApiLater (the client loads with the call, D171).
    expect(readFileSync(api.path, 'utf8')).toMatch(new RegExp(`callApi(File|Later)?\\('${name}'`));
  });
});
