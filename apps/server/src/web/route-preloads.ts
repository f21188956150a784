import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The first screens whose route module (lazily loaded by apps/web/src/app/router.tsx) index.html preloads, so
 * the browser fetches it with the entry script instead of after it has run.
 */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/home': 'src/app/routes/home.tsx',
  '/login': 'src/app/routes/login.tsx',
};

/** An entry of Vite's build manifest (`build.manifest`), as far as read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The route module's chunk, the chunks it imports statically and their CSS, in manifest order. */
function routeFiles(manifest: Record<string, ManifestChunk>, source: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return { scripts, styles };
}

/**
 * `<link rel="modulepreload">` (and the stylesheets) of the route module that renders `pathname`, for the files
 * index.html does not name already. Empty for other paths, or when the build has no manifest.
 */
export async function routePreloadLinks(distDir: string, html: string, pathname: string): Promise<string> {
  const source = ROUTE_MODULES[pathname.replace(/\/+$/, '')];
  if (!source) return '';
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return '';
  }
  const { scripts, styles } = routeFiles(manifest, source);
  const fresh = (file: string) => !html.includes(`/${file}"`);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}
