import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedFolder } from '../db/embedded/embedded-server';
import { postmastersOn } from '../test-support/postgres-processes';
import { startShopProcess } from '../test-support/shop-process';

const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as built (dist/server/backup.js), with the shop's environment. */
async function command(args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    // The embedded server: a DATABASE_URL from the test run (CI sets one) would point the commands at it.
    const { DATABASE_URL: _postgres, ...inherited } = process.env;
    const { stdout, stderr } = await run(process.execPath, ['dist/server/backup.js', ...args], { env: { ...inherited, PUBLIC_URL: 'http://127.0.0.1', ...env } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('the backup and restore commands on the embedded server', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-commands-'));
  // Run as root, the server's account must pass through the folders above DATA_DIR.
  fs.chmodSync(root, 0o755);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('back up a running shop as one more client, restore into an empty DATA_DIR only', async () => {
    const dataDir = path.join(root, 'shop');
    const port = 4221;
    // The embedded server, as the commands use: not the test run's DATABASE_URL.
    const shop = await startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true', LOG_LEVEL: 'error' }, port);
    const file = path.join(root, 'shop.ndjson.gz');
    let liveOutput = '';
    try {
      // (Images and every table are compared in backup-restore.test.ts; this is about the commands.)
      const backup = await command(['backup', file], { DATA_DIR: dataDir });
      expect(backup.output).toMatch(/Backup written to .*: \d+ rows, [1-9]\d* images/);
      expect(backup.code).toBe(0);
      liveOutput = backup.output;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // The command left the shop's server running for it.
      expect(postmastersOn(embeddedFolder(dataDir))).toHaveLength(1);
      expect((await fetch(`${shop.url}/api/health`)).status).toBe(200);
    } finally {
      await shop.stop();
    }
    expect(postmastersOn(embeddedFolder(dataDir))).toEqual([]);

    const restoredDir = path.join(root, 'restored');
    const restored = await command(['restore', file], { DATA_DIR: restoredDir });
    expect(restored.output).toMatch(/Restored \d+ rows and \d+ images from a postgres backup/);
    expect(restored.code).toBe(0);
    // Started for the command, stopped after it.
    expect(postmastersOn(embeddedFolder(restoredDir))).toEqual([]);

    const again = await command(['restore', file], { DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');

    // The stopped shop's server is started for the command, and gives the same content.
    const offline = await command(['backup', path.join(root, 'offline.ndjson.gz')], { DATA_DIR: dataDir });
    expect(offline.code).toBe(0);
    expect(postmastersOn(embeddedFolder(dataDir))).toEqual([]);
    const counts = (output: string) => /: (\d+) rows, (\d+) images/.exec(output)?.slice(1);
    expect(counts(offline.output)).toEqual(counts(liveOutput));
    expect(restored.output).toContain(`Restored ${counts(liveOutput)![0]} rows and ${counts(liveOutput)![1]} images`);
  }, 180_000);
});
