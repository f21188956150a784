import { ESLint } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { serverDomains, serverZones, webFeatures, webZones } from './boundaries.mjs';

const ROOT = new URL('..', import.meta.url).pathname;

/** Only the boundary rule, with the zones eslint.config.js gets: fast, and independent of the other rules. */
const linter = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx'] })] },
    },
    {
      files: ['apps/server/**/*.ts'],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones() }] },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones() }] },
    },
  ],
});

async function problems(filePath, code) {
  const [result] = await linter.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result.messages.map((m) => m.ruleId);
}

describe('import boundaries are generated from the folder lists', () => {
  it('lists every server domain and web feature folder', () => {
    expect(serverDomains()).toEqual(expect.arrayContaining(['auth', 'survey', 'review', 'benchmark', 'report']));
    expect(serverDomains()).not.toContain('commands');
    expect(webFeatures()).toEqual(expect.arrayContaining(['auth', 'survey', 'review', 'benchmark', 'report']));
  });

  it.each(serverDomains().filter((d) => d !== 'survey'))(
    'server: %s may not import the survey domain',
    async (domain) => {
      expect(
        await problems(`apps/server/src/${domain}/new-file.ts`, "export * from '../survey/handlers.ts';"),
      ).toContain('import-x/no-restricted-paths');
    },
  );

  it('server: a domain may use commands/ and shared/', async () => {
    const code = "export * from '../commands/survey-responses.ts';\nexport * from '../shared/sessions.ts';";
    expect(await problems('apps/server/src/review/new-file.ts', code)).toEqual([]);
  });

  it('server: commands/ may not import a domain, shared/ may not import commands/', async () => {
    expect(await problems('apps/server/src/commands/new-file.ts', "export * from '../review/handlers.ts';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await problems('apps/server/src/shared/new-file.ts', "export * from '../commands/survey-responses.ts';"),
    ).toContain('import-x/no-restricted-paths');
  });

  it.each(webFeatures().filter((f) => f !== 'auth'))(
    'web: features/%s may not import features/auth',
    async (feature) => {
      const code = "export * from '../auth/login-outcome.ts';";
      expect(await problems(`apps/web/src/features/${feature}/new-file.ts`, code)).toContain(
        'import-x/no-restricted-paths',
      );
    },
  );
});
