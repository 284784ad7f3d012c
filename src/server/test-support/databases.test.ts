import { count, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { shopSettings } from '../db/schema';
import { createTestDatabase, testDatabases } from './databases';

const settingsRows = async (database: Awaited<ReturnType<typeof createTestDatabase>>) =>
  (await database.db.select({ rows: count() }).from(shopSettings))[0]!.rows;

describe.each(testDatabases())('test databases on %s', (kind) => {
  test('a database a file closed is handed to the next file empty, and still migrated', async () => {
    const first = await createTestDatabase(kind);
    await first.db.insert(shopSettings).values({ shopName: 'Left behind' });
    await first.close();

    const next = await createTestDatabase(kind);
    try {
      expect(next).toBe(first);
      expect(await settingsRows(next)).toBe(0);
      await next.db.insert(shopSettings).values({ shopName: 'Mine' });
      expect(await settingsRows(next)).toBe(1);
    } finally {
      await next.close();
    }
  });

  test('a database closed twice is handed on once', async () => {
    const database = await createTestDatabase(kind);
    await database.close();
    await database.close();
    const [next, other] = [await createTestDatabase(kind), await createTestDatabase(kind)];
    try {
      expect(next).toBe(database);
      expect(other).not.toBe(database);
    } finally {
      await Promise.all([next.close(), other.close()]);
    }
  });

  test('a database that can no longer be emptied is closed, not handed on', async () => {
    const broken = await createTestDatabase(kind);
    await broken.db.execute(sql`drop table shop_settings`);
    await broken.close();

    const next = await createTestDatabase(kind);
    try {
      expect(next).not.toBe(broken);
      expect(await settingsRows(next)).toBe(0);
    } finally {
      await next.close();
    }
  });
});
