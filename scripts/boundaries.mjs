/**
 * The import boundaries of docs/architecture.md, generated from the folder lists: a domain folder is covered the
 * day it exists. eslint.config.js turns these zones into `import-x/no-restricted-paths`; scripts/boundaries.test.ts
 * checks that a domain importing another is refused. Tests may compose across them (fixtures of another domain).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const SERVER = './apps/server/src';
const WEB = './apps/web/src';

const folders = (dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/**
 * Server folders that are not domains, by layer (top to bottom): composition (`api` dispatches to every domain,
 * `web` serves the app, `demo-benchmark` seeds through the commands), the business operations several domains share
 * (`commands`), infrastructure (`shared`, `db`, `mail`, `geo`) and the test harness.
 */
export const SERVER_COMPOSITION = ['api', 'web', 'demo-benchmark'];
export const SERVER_COMMANDS = 'commands';
export const SERVER_INFRASTRUCTURE = ['shared', 'db', 'mail', 'geo'];
export const SERVER_TEST = 'test';

export const serverDomains = () =>
  folders(SERVER).filter(
    (name) =>
      !SERVER_COMPOSITION.includes(name) &&
      name !== SERVER_COMMANDS &&
      !SERVER_INFRASTRUCTURE.includes(name) &&
      name !== SERVER_TEST,
  );
export const webFeatures = () => folders(`${WEB}/features`);

const notEach = (layer, domains) =>
  domains.map((domain) => ({
    target: `${layer}/${domain}`,
    from: domains.filter((other) => other !== domain).map((other) => `${layer}/${other}`),
    message: `Domains never import each other (${domain}): share it through a lower layer, or compose in a higher one.`,
  }));

/** Zones of the server: domains apart, commands below the domains, infrastructure below the commands. */
export function serverZones() {
  const domains = serverDomains();
  // The failure vocabulary (api/errors.ts) and the handler types (api/handler.ts) serve every layer below api/.
  const apiComposition = readdirSync(join(ROOT, SERVER, 'api'))
    .filter((file) => !['errors.ts', 'handler.ts'].includes(file))
    .map((file) => `${SERVER}/api/${file}`);
  const above = [
    ...[...domains, ...SERVER_COMPOSITION.filter((name) => name !== 'api')].map((name) => `${SERVER}/${name}`),
    ...apiComposition,
  ];
  return [
    ...notEach(SERVER, domains).filter((zone) => zone.from.length > 0),
    {
      target: `${SERVER}/${SERVER_COMMANDS}`,
      from: above,
      message: 'commands/ serves the domains: it never imports a domain or the composition layer.',
    },
    {
      target: SERVER_INFRASTRUCTURE.map((name) => `${SERVER}/${name}`),
      from: [...above, `${SERVER}/${SERVER_COMMANDS}`],
      message: 'Infrastructure (shared, db, mail, geo) never imports a domain, commands/ or the composition layer.',
    },
  ];
}

/** Zones of the web: features apart and below app/; shared code below both. */
export function webZones() {
  return [
    ...webFeatures().map((feature) => ({
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`],
      message: 'Features never import each other: compose them in app/ (props, callbacks, context).',
    })),
    {
      target: `${WEB}/features`,
      from: `${WEB}/app`,
      message: 'Features do not import app/: app/ composes features.',
    },
    {
      target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`, `${WEB}/i18n`],
      from: [`${WEB}/features`, `${WEB}/app`],
      message: 'Shared code (lib, components, config, i18n) never imports a feature or app/.',
    },
  ];
}
