import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedFolder } from '../db/embedded/embedded-server';
import { generateCatalogue } from '../test-support/generated-catalogue';
import { postmastersOn } from '../test-support/postgres-processes';
import { createScratchDatabase } from '../test-support/scratch-database';
import { startShopProcess } from '../test-support/shop-process';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const RESTORE = /move DATA_DIR aside, then `npm run restore FILE` into an empty DATA_DIR/;

/** The server's control file: without it PostgreSQL refuses to start ("could not open file global/pg_control"). */
function damage(folder: string) {
  fs.renameSync(path.join(folder, 'global', 'pg_control'), path.join(folder, 'pg_control.aside'));
  return () => fs.renameSync(path.join(folder, 'pg_control.aside'), path.join(folder, 'global', 'pg_control'));
}

async function health(url: string) {
  const response = await fetch(`${url}/api/health`);
  return { status: response.status, body: (await response.json()) as { message?: string; status?: string } };
}

describe('a damaged embedded database folder', () => {
  it('stops the start once, with a message that names `npm run restore`, and leaves no server behind', async () => {
    const database = await createScratchDatabase('embedded');
    try {
      await generateCatalogue({ ...database, categories: 1, productsPerCategory: 1, stockPerSize: 1 });
      damage(embeddedFolder(database.dataDir));
      let output = '';
      const env = { DATABASE_URL: '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' };
      await expect(startShopProcess(env, 4308, { onOutput: (text) => (output += text) })).rejects.toThrow(/exited with code 1/);
      expect(output).toMatch(/The embedded PostgreSQL server in .+ did not start\. If its files are damaged: /);
      expect(output).toMatch(RESTORE);
      // The server's own words follow (the end of DATA_DIR/postgres.log).
      expect(output).toMatch(/pg_control/);
      expect(postmastersOn(embeddedFolder(database.dataDir))).toEqual([]);
    } finally {
      await database.dispose();
    }
  }, 120_000);

  it('from the PGlite versions: the move stops once, with the same advice, and leaves the folder as it was', async () => {
    const database = await createScratchDatabase('embedded');
    try {
      // A PGlite folder whose files are gone but its version mark (a disk that lost them).
      const pglite = path.join(database.dataDir, 'pglite');
      fs.mkdirSync(pglite, { recursive: true });
      fs.writeFileSync(path.join(pglite, 'PG_VERSION'), '17\n');
      fs.writeFileSync(path.join(pglite, 'postgresql.conf'), 'garbage = = =\n');
      let output = '';
      const env = { DATABASE_URL: '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'error' };
      await expect(startShopProcess(env, 4308, { onOutput: (text) => (output += text) })).rejects.toThrow(/exited with code 1/);
      expect(output).toMatch(/The PGlite database in .+ could not be opened: its files are damaged/);
      expect(output).toMatch(RESTORE);
      expect(fs.readdirSync(pglite).sort()).toEqual(['PG_VERSION', 'postgresql.conf']);
    } finally {
      await database.dispose();
    }
  }, 120_000);

  it('under a running shop: 503 and the same advice in the log, attempts spaced out, the process alive; back once the folder is whole', async () => {
    const database = await createScratchDatabase('embedded');
    const folder = embeddedFolder(database.dataDir);
    try {
      await generateCatalogue({ ...database, categories: 1, productsPerCategory: 1, stockPerSize: 1 });
      let log = '';
      const env = { DATABASE_URL: '', DATA_DIR: database.dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info' };
      const shop = await startShopProcess(env, 4309, { onOutput: (text) => (log += text) });
      try {
        const [postmaster] = postmastersOn(folder);
        process.kill(postmaster!, 'SIGKILL');
        const repair = damage(folder);
        // A backend may answer once more before it notices that its postmaster is gone.
        for (const killedAt = Date.now(); (await health(shop.url)).status !== 503 && Date.now() - killedAt < 10_000; ) await sleep(50);
        const started = Date.now();
        while (Date.now() - started < 6_000) {
          const answer = await health(shop.url);
          if (answer.status !== 503) expect(answer).toEqual({ status: 503 });
          expect(answer.body.message).toEqual(expect.any(String));
          await sleep(250);
        }
        expect(shop.child.exitCode).toBeNull();
        expect(log).toMatch(/the embedded PostgreSQL server could not be started again yet \(attempt \d+: .*npm run restore FILE/);
        // Backoff (0.2, 0.5, 1, 2, 4 s...): a handful of attempts in 6 s, not a loop.
        const attempts = log.match(/could not be started again yet/g)?.length ?? 0;
        expect(attempts).toBeGreaterThanOrEqual(2);
        expect(attempts).toBeLessThanOrEqual(6);

        repair();
        const repaired = Date.now();
        let answer = await health(shop.url);
        while (answer.status !== 200 && Date.now() - repaired < 30_000) {
          await sleep(250);
          answer = await health(shop.url);
        }
        expect(answer).toEqual({ status: 200, body: { status: 'ok' } });
        // The pool may reach the restarted server a moment before the supervisor's own line
        // arrives through the child's stdout.
        const back = /the embedded PostgreSQL server is back after/;
        for (const waitedSince = Date.now(); !back.test(log) && Date.now() - waitedSince < 5_000; ) await sleep(100);
        expect(log).toMatch(back);
      } finally {
        await shop.stop();
      }
      expect(postmastersOn(folder)).toEqual([]);
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
