import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite, type DatabaseHandle } from './client';

async function setting(handle: DatabaseHandle, name: 'fsync' | 'synchronous_commit' | 'full_page_writes' | 'wal_sync_method'): Promise<string> {
  const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Array<Record<string, string>> };
  return result.rows[0]![name]!;
}

describe('durability of the persisted embedded database', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs with fsync and synchronous_commit on, and a commit reaches the disk with fsync(2)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-durable-'));
    dirs.push(dataDir);
    const handle = await openPglite(dataDir);
    try {
      expect(await setting(handle, 'fsync')).toBe('on');
      expect(await setting(handle, 'synchronous_commit')).toBe('on');
      expect(await setting(handle, 'full_page_writes')).toBe('on');
      expect(await setting(handle, 'wal_sync_method')).toBe('fsync');
      await handle.db.execute(sql`create table acknowledged (n int)`);
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await handle.db.execute(sql`insert into acknowledged values (1)`);
      // The commit's WAL was flushed to the real file before the answer came back.
      expect(fsync).toHaveBeenCalled();
    } finally {
      await handle.close();
    }
    // And it is there when the folder is opened again.
    const reopened = await openPglite(dataDir);
    try {
      const result = (await reopened.db.execute(sql`select count(*)::int as n from acknowledged`)) as unknown as { rows: Array<{ n: number }> };
      expect(result.rows[0]!.n).toBe(1);
    } finally {
      await reopened.close();
    }
  });
});
