// Builds the shop for production: the web client with Vite into dist/client, the server with
// esbuild into dist/server (one ES module, packages left to node_modules, the migrations copied
// beside it). Plain JavaScript so that `npm start` needs no TypeScript runner.
//
//   node scripts/build.mjs             build both
//   node scripts/build.mjs --if-stale  build only what is missing or out of date (npm start)
//   ... --server-only                   the server and its commands only (npm run backup / restore)
//   ... --client-only                   the web client only (the browser tests' server runs from source)
//
// "Out of date" is decided by a fingerprint of the inputs' contents (a few hundred small files:
// a few milliseconds), written beside each output after a successful build.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_DIR = path.join(root, 'dist', 'server');
const SERVER_FINGERPRINT = path.join(SERVER_DIR, '.build-fingerprint');

/** Where the web client is built (and served from): CLIENT_DIR, or dist/client. */
export const clientDir = () => path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
// Inside Vite's own folder, which is never served (the static plugin ignores dot folders).
const clientFingerprintFile = () => path.join(clientDir(), '.vite', 'build-fingerprint');

/** Every file under the given paths (relative to the repository), sorted, skipping tests. */
function inputFiles(paths) {
  const files = [];
  const walk = (absolute) => {
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute)) walk(path.join(absolute, entry));
    } else if (!/\.test\.tsx?$/.test(absolute)) {
      files.push(absolute);
    }
  };
  for (const relative of paths) walk(path.join(root, relative));
  return files.sort();
}

/** A hash of the files' names and contents, plus any extra values that change the output. */
function fingerprint(paths, extra = {}) {
  const hash = crypto.createHash('sha256');
  for (const file of inputFiles(paths)) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  hash.update(JSON.stringify(extra));
  return hash.digest('hex');
}

/** VITE_* settings are baked into the client, from the environment or the root .env file; CLIENT_RUNTIME picks React or Preact (vite.config.ts). */
function viteSettings() {
  const fromFile = fs.existsSync(path.join(root, '.env')) ? parseEnv(fs.readFileSync(path.join(root, '.env'), 'utf8')) : {};
  const all = { ...fromFile, ...process.env };
  return Object.fromEntries(Object.entries(all).filter(([name]) => name.startsWith('VITE_') || name === 'CLIENT_RUNTIME').sort());
}

function parseEnv(text) {
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^\s*([\w.]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter(Boolean)
      .map(([, name, value]) => [name, value.replace(/^(['"])(.*)\1$/, '$2')]),
  );
}

const LOCK = ['package-lock.json'];
const targets = {
  client: {
    fingerprint: () =>
      fingerprint(['src/client', 'src/shared', 'vite.config.ts', 'scripts/vite-api-endpoints.ts', 'tsconfig.client.json', ...LOCK], viteSettings()),
    fingerprintFile: clientFingerprintFile,
    async build() {
      const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
      if (!fs.existsSync(vite)) throw missingBuildTool('vite');
      // In a process of its own, as production whoever asks: under Vitest NODE_ENV is "test", and
      // Vite would build the client's development variant (a different, larger bundle).
      await runNode([vite, 'build', '--config', path.join(root, 'vite.config.ts'), '--logLevel', 'warn'], {
        NODE_ENV: 'production',
      });
    },
  },
  server: {
    fingerprint: () => fingerprint(['src/server', 'src/shared', 'drizzle', 'scripts/build.mjs', ...LOCK]),
    fingerprintFile: () => SERVER_FINGERPRINT,
    build: buildServer,
  },
};

async function buildServer() {
  const esbuild = await importBuildTool('esbuild');
  fs.rmSync(SERVER_DIR, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    // The server, and `npm run backup` / `restore` / `media:migrate`, built alike so they run without dev
    // tools; each entry is bundled on its own.
    entryPoints: { main: 'src/server/main.ts', backup: 'src/server/backup/cli.ts', 'media-migrate': 'src/server/storage/media-migrate-cli.ts' },
    outdir: SERVER_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules: PGlite, sharp and swagger-ui load files of their own, and
    // a production install (npm ci --omit=dev) provides exactly the `dependencies`.
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  assertProductionDependencies(result.metafile);
  // The migrations travel with the compiled server (src/server/db/migrate.ts looks beside it).
  fs.cpSync(path.join(root, 'drizzle'), path.join(SERVER_DIR, 'drizzle'), { recursive: true });
}

/** The compiled server must run on `npm ci --omit=dev`: every package it imports is a dependency. */
function assertProductionDependencies(metafile) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const imported = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => packageOf(entry.path)),
  );
  const missing = [...imported].filter((name) => !(name in dependencies));
  if (missing.length > 0) {
    throw new Error(`The server imports packages that are not production dependencies: ${missing.join(', ')}. Move them to "dependencies" in package.json.`);
  }
}

function runNode(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} ${args[1]} failed (${signal ?? `exit ${code}`})`))));
  });
}

async function importBuildTool(name) {
  try {
    return await import(name);
  } catch {
    throw missingBuildTool(name);
  }
}

function missingBuildTool(name) {
  return new Error(
    `The build is missing or out of date, and ${name} (a development dependency) is not installed. ` +
      'Run `npm install && npm run build`, or start an already built tree with `npm run start:built`.',
  );
}

/** Builds the targets; with `ifStale`, only those whose inputs changed since their last build. */
export async function buildShop({ ifStale = false, only = Object.keys(targets) } = {}) {
  const builtFrom = (target) => {
    const file = target.fingerprintFile();
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  };
  // A built tree starts without taking the lock (nor needing anything to build with).
  if (ifStale && only.every((name) => builtFrom(targets[name]) === targets[name].fingerprint())) return;
  await withBuildLock(async () => {
    for (const name of only) {
      const target = targets[name];
      const wanted = target.fingerprint();
      // Checked again under the lock: a process that waited finds what the other one built.
      if (ifStale && builtFrom(target) === wanted) continue;
      const started = performance.now();
      await target.build();
      fs.mkdirSync(path.dirname(target.fingerprintFile()), { recursive: true });
      fs.writeFileSync(target.fingerprintFile(), wanted);
      console.log(`built the ${name} in ${Math.round(performance.now() - started)} ms`);
    }
  });
}

/**
 * One build at a time in this tree: test workers that start the shop, the browser tests and
 * `npm start` may all ask at once, and two builds into one folder would empty it under each
 * other. A lock left by a process that died is taken over.
 */
async function withBuildLock(build) {
  const lock = path.join(root, 'dist', '.build-lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      if (!holderIsAlive(lock)) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await build();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function holderIsAlive(lock) {
  let pid;
  try {
    pid = Number(fs.readFileSync(lock, 'utf8'));
  } catch {
    return false; // removed meanwhile
  }
  // Empty while its holder is still writing it.
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.includes('--server-only') ? ['server'] : process.argv.includes('--client-only') ? ['client'] : undefined;
  buildShop({ ifStale: process.argv.includes('--if-stale'), only }).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
