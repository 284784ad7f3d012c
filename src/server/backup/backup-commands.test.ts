import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { fillDataDirFromCache } from '../test-support/pglite-cache';
import { startShopProcess } from '../test-support/shop-process';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as built (dist/server/backup.js), with the shop's environment. */
async function command(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    // The embedded database: a DATABASE_URL from the test run (CI sets one) would point the commands at PostgreSQL.
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const { stdout, stderr } = await run(process.execPath, ['dist/server/backup.js', ...args], { env: { ...inherited, PUBLIC_URL: 'http://127.0.0.1', ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the backup and restore commands on the embedded database', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-commands-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('backs up a running shop through it, restores into an empty DATA_DIR only', async () => {
    const dataDir = path.join(root, 'shop');
    // Migrated already (as a first start leaves it), when the run's cache has one: the shop's
    // own initdb is not what this test is about (restoring below makes one).
    fillDataDirFromCache(dataDir);
    const port = 3921;
    // The embedded database, as the commands use: not the test run's DATABASE_URL.
    const shop = await startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', LOG_LEVEL: 'error' }, port);
    const file = path.join(root, 'shop.ndjson.gz');
    let liveOutput = '';
    try {
      // The shop holds the data folder: the command asks it for the backup. (Images and every
    // table are compared in backup-restore.test.ts; this is about the commands.)
      const backup = await command(['backup', file], { DATA_DIR: dataDir, PORT: String(port) });
      expect(backup.output).toMatch(/Backup written to .*: \d+ rows, \d+ images/);
      expect(backup.code).toBe(0);
      liveOutput = backup.output;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      await shop.stop();
    }

    const restored = await command(['restore', file], { DATA_DIR: path.join(root, 'restored') });
    expect(restored.output).toMatch(/Restored \d+ rows and \d+ images from a pglite backup/);
    expect(restored.code).toBe(0);

    const again = await command(['restore', file], { DATA_DIR: path.join(root, 'restored') });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');

    // The stopped shop's folder is read directly, and gives the same content.
    const offline = await command(['backup', path.join(root, 'offline.ndjson.gz')], { DATA_DIR: dataDir });
    expect(offline.code).toBe(0);
    const counts = (output: string) => /: (\d+) rows, (\d+) images/.exec(output)?.slice(1);
    expect(counts(offline.output)).toEqual(counts(liveOutput));
    expect(restored.output).toContain(`Restored ${counts(liveOutput)![0]} rows and ${counts(liveOutput)![1]} images`);
  }, 180_000);
});
