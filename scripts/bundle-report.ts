import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type PageBundle = {
  /** Manifest keys (source files) whose code a shopper downloads before the page shows. */
  modules: string[];
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
};

export function readManifest(clientDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The static-import closure of the given manifest keys: what loads without a dynamic import. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** What the entry plus one lazy route page costs a shopper, gzipped. */
export function pageBundle(clientDir: string, routeModule: string): PageBundle {
  const manifest = readManifest(clientDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry');
  if (!manifest[routeModule]) throw new Error(`The manifest has no chunk for ${routeModule}`);
  const modules = staticClosure(manifest, [entry, routeModule]);
  const files = [...new Set(modules.map((key) => manifest[key]!.file))];
  const cssFiles = [...new Set(modules.flatMap((key) => manifest[key]!.css ?? []))];
  return {
    modules,
    files,
    jsGzipBytes: files.reduce((sum, file) => sum + gzipSize(path.join(clientDir, file)), 0),
    cssGzipBytes: cssFiles.reduce((sum, file) => sum + gzipSize(path.join(clientDir, file)), 0),
  };
}

/** Every storefront route module and the admin modules its static closure pulls in (should be none). */
export function adminCodeInStorefront(clientDir: string): Array<{ route: string; adminModules: string[] }> {
  const manifest = readManifest(clientDir);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const roots = [entry, ...Object.keys(manifest).filter((key) => key.startsWith('storefront/'))];
  return roots
    .map((route) => ({ route, adminModules: staticClosure(manifest, [route]).filter((key) => key.startsWith('admin/') || /\/admin\//.test(manifest[key]!.src ?? '')) }))
    .filter((row) => row.adminModules.length > 0);
}
