import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * A group of modules the build puts in one chunk: what `roots` import statically, of the libraries those of
 * `packages` (only those, with `librariesOnly`). Several root patterns make a group of what the screens of every one
 * of them import: the part they share. Modules that screens matched by `except` (and not by `roots`) import too are
 * left out, to chunks of their own, so those screens do not load this group.
 */
export interface ScreenGroup {
  name: string;
  roots: RegExp | RegExp[];
  packages: RegExp;
  librariesOnly?: boolean;
  except?: RegExp;
}

/** The index modules of Mantine's components and hooks, which re-export every one of them. */
const MANTINE_INDEX = /[\\/]node_modules[\\/](@mantine[\\/](?:core|hooks))[\\/]esm[\\/]index\.mjs$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?\s*$/;

/** `a, b as c` → [[a, a], [b, c]] (name in the source module, name here). */
function specifiers(list: string) {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [from, as = from] = part.split(/\s+as\s+/);
      return [from!, as!] as const;
    });
}

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'code' | 'importedIds' | 'exports'>;

/** A contract index module (`@labbench/contract/rules`…): nothing but `export * from` lines. */
const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;
const REEXPORTS_ONLY = /^(?:\s*export\s*\*\s*from\s*["'][^"']+["'];?\s*)+$/;

function isContractIndex(id: string, moduleInfo: (id: string) => ModuleInfo | null) {
  const code = (moduleInfo(id)?.code ?? '').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  return CONTRACT_MODULE.test(id) && REEXPORTS_ONLY.test(code);
}

/**
 * An import from a contract index is followed to the modules that export the names imported only: the index names
 * every rule or constant, and following all of it would take in what only other screens use.
 */
function contractImports(info: ModuleInfo, indexes: string[], moduleInfo: (id: string) => ModuleInfo | null) {
  const names = new Set<string>();
  for (const [, list, source] of (info.code ?? '').matchAll(NAMED_IMPORT))
    if (source!.startsWith('@labbench/contract')) for (const [name] of specifiers(list!)) names.add(name);
  const pending = [...indexes];
  const result: string[] = [];
  for (let index = pending.pop(); index; index = pending.pop()) {
    for (const target of moduleInfo(index)?.importedIds ?? []) {
      if (isContractIndex(target, moduleInfo)) pending.push(target);
      else if (moduleInfo(target)?.exports.some((name) => names.has(name))) result.push(target);
    }
  }
  return result;
}

/**
 * The modules `id` imports statically. An import from a Mantine index module is followed to the files of the names
 * imported only: the index names every component, and following all of it would take in what this screen never uses.
 */
function staticImports(info: ModuleInfo, moduleInfo: (id: string) => ModuleInfo | null) {
  const contractIndexes = info.importedIds.filter((imported) => isContractIndex(imported, moduleInfo));
  const indexes = info.importedIds.filter((imported) => MANTINE_INDEX.test(imported));
  const result = info.importedIds.filter(
    (imported) => !MANTINE_INDEX.test(imported) && !contractIndexes.includes(imported),
  );
  result.push(...contractImports(info, contractIndexes, moduleInfo));
  for (const [, list, source] of (info.code ?? '').matchAll(NAMED_IMPORT)) {
    const index = indexes.find((candidate) => candidate.match(MANTINE_INDEX)![1]!.replace(/\\/g, '/') === source);
    const indexInfo = index ? moduleInfo(index) : null;
    if (!index || !indexInfo?.code) continue;
    const exported = new Map(
      specifiers(indexInfo.code.match(EXPORT_LIST)?.[1] ?? '').map(([local, as]) => [as, local]),
    );
    const files = new Map<string, string>();
    for (const [, names, path] of indexInfo.code.matchAll(NAMED_IMPORT))
      for (const [, local] of specifiers(names!)) files.set(local, path!);
    for (const [name] of specifiers(list!)) {
      const path = files.get(exported.get(name) ?? name);
      if (!path) continue;
      // A name the index takes from another package (RemoveScroll) leads to that package's module.
      const file = path.startsWith('.')
        ? resolve(dirname(index), path)
        : indexInfo.importedIds.find((imported) => imported.replace(/\\/g, '/').includes(`/node_modules/${path}/`));
      if (file) result.push(file);
    }
  }
  return result;
}

/**
 * Screens whose modules get a chunk of their own (`codeSplitting.groups`), and the plugin that finds those modules
 * once the module graph is complete. A module that two groups hold stays in the earlier one: that screen loads first.
 */
export function screenChunks(screenGroups: ScreenGroup[]) {
  const members = screenGroups.map(() => new Set<string>());
  const plugin: Plugin = {
    name: 'labbench-screen-chunks',
    apply: 'build',
    buildEnd() {
      const moduleInfo = (id: string) => this.getModuleInfo(id);
      const moduleIds = [...this.getModuleIds()];
      const reachable = (isRoot: (id: string) => boolean) => {
        const ids = new Set<string>();
        const visit = (id: string) => {
          const info = moduleInfo(id);
          if (!info || ids.has(id)) return;
          ids.add(id);
          staticImports(info, moduleInfo).forEach(visit);
        };
        for (const id of moduleIds) if (isRoot(id)) visit(id);
        return ids;
      };
      screenGroups.forEach(({ roots, except }, index) => {
        const patterns = [roots].flat();
        const [first, ...others] = patterns.map((pattern) => reachable((id) => pattern.test(id)));
        const shared = others.reduce((common, ids) => new Set([...common].filter((id) => ids.has(id))), first!);
        const elsewhere = except
          ? reachable((id) => except.test(id) && !patterns.some((pattern) => pattern.test(id)))
          : new Set<string>();
        shared.forEach((id) => elsewhere.has(id) || members[index]!.add(id));
      });
    },
  };
  const captures = (index: number, id: string) => {
    const { packages, librariesOnly } = screenGroups[index]!;
    const library = id.includes('node_modules');
    return members[index]!.has(id) && (library ? packages.test(id) : !librariesOnly);
  };
  const groups = screenGroups.map(({ name }, index) => ({
    name,
    test: (id: string) =>
      captures(index, id) && !screenGroups.some((_, earlier) => earlier < index && captures(earlier, id)),
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
