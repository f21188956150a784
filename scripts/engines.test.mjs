import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, ROOT), 'utf8'));

/** README, CI and `engines` promise one Node.js; `npm install` warns for any package that asks for more. */
describe('installed packages fit the Node.js version the portal promises', () => {
  const promised = semver.minVersion(readJson('package.json').engines.node).version;
  const { packages } = readJson('package-lock.json');

  it('promises Node.js 20.19', () => {
    expect(promised).toBe('20.19.0');
  });

  it('locks no package whose engines exclude that version', () => {
    const misfits = Object.entries(packages)
      .filter(([, pkg]) => pkg.engines?.node && !semver.satisfies(promised, pkg.engines.node))
      .map(([where, pkg]) => `${where}@${pkg.version} needs node ${pkg.engines.node}`);
    expect(misfits).toEqual([]);
  });
});
