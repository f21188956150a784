import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requestFileName, requestsByDomain } from '@labbench/contract';
import { describe, expect, it } from 'vitest';

/** apps/server/src: each domain of the contract has its folder here. */
const SOURCE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

const requestFiles = Object.entries(requestsByDomain).flatMap(([domain, definitions]) =>
  Object.keys(definitions).map((name) => ({ domain, name, file: join(SOURCE_DIR, domain, requestFileName(name)) })),
);

describe('one file per request, named after it, with its tests beside it', () => {
  it.each(requestFiles)('$domain: $name', async ({ domain, name, file }) => {
    expect(existsSync(`${file}.ts`), `${file}.ts`).toBe(true);
    expect(existsSync(`${file}.test.ts`), `${file}.test.ts`).toBe(true);
    const handlers = (await import(join(SOURCE_DIR, domain, 'handlers.ts'))) as Record<string, Record<string, unknown>>;
    const requestModule = (await import(`${file}.ts`)) as Record<string, unknown>;
    expect(Object.values(requestModule), `${name}'s handler is exported by ${file}.ts`).toContain(
      handlers[`${domain}Handlers`]?.[name],
    );
  });
});
