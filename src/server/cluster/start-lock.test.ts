import { describe, expect, it } from 'vitest';
import { migrationLevel } from '../backup/backup-tables';
import { openPostgres } from '../db/client';
import { migrate, migrationCount } from '../db/migrate';
import { testPostgresUrl } from '../test-support/databases';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { withStartLock } from './start-lock';

describe('the start-up lock', () => {
  it('lets two processes started together on an empty database migrate it one after the other', async () => {
    const database = await createPostgresDatabase(testPostgresUrl(), 'shop_start_race');
    const [one, two] = await Promise.all([openPostgres(database.url, 2), openPostgres(database.url, 2)]);
    try {
      const order: string[] = [];
      const start = (name: string, handle: typeof one) =>
        withStartLock(database.url, async () => {
          order.push(`${name} in`);
          await migrate(handle);
          order.push(`${name} out`);
        });
      await Promise.all([start('one', one), start('two', two)]);
      // Never both inside at once.
      expect([order[0]!.split(' ')[1], order[1]!.split(' ')[1], order[2]!.split(' ')[1], order[3]!.split(' ')[1]]).toEqual(['in', 'out', 'in', 'out']);
      expect(await migrationLevel(one.db)).toBe(migrationCount());
    } finally {
      await one.close();
      await two.close();
      await database.drop();
    }
  });
});
