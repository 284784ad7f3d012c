import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';
import { SHOP_TIME_ZONE } from '../../../shared/money';
import { orders } from '../../db/schema/orders';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../test-support/databases';
import { dailySales, salesTotals } from './dashboard.repository';
import { insertOrder } from './test-fixtures';

type Row = { day: string; status: string; governorate: string; orders: number; total: number };

/** A small deterministic generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

describe.each(testDatabases())('per-day order totals on %s', (kind) => {
  let database: TestDatabase;
  const rows = async (query: string): Promise<Row[]> => {
    const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, string | number>> };
    return result.rows.map((row) => ({ day: String(row.day), status: String(row.status), governorate: String(row.governorate), orders: Number(row.orders), total: Number(row.total) }));
  };
  /** What the trigger kept, days and statuses with no orders left out. */
  const kept = () =>
    rows(`select to_char(day, 'YYYY-MM-DD') as day, status, governorate, orders, total_piastres as total from order_day_totals where orders <> 0 order by 1, 2, 3`);
  /** The same figures counted from every order, as the dashboards did before the table existed. */
  const counted = () =>
    rows(`select to_char((created_at at time zone '${SHOP_TIME_ZONE}')::date, 'YYYY-MM-DD') as day, status, governorate, count(*) as orders, sum(total_piastres) as total
          from orders group by 1, 2, 3 order by 1, 2, 3`);

  /** The same without the governorate, as order_day_status_totals keeps it. */
  const keptByDay = () =>
    rows(`select to_char(day, 'YYYY-MM-DD') as day, status, '' as governorate, orders, total_piastres as total from order_day_status_totals where orders <> 0 order by 1, 2`);
  const countedByDay = () =>
    rows(`select to_char((created_at at time zone '${SHOP_TIME_ZONE}')::date, 'YYYY-MM-DD') as day, status, '' as governorate, count(*) as orders, sum(total_piastres) as total
          from orders group by 1, 2 order by 1, 2`);
  const expectInStep = async () => {
    expect(await kept()).toEqual(await counted());
    expect(await keptByDay()).toEqual(await countedByDay());
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => database.reset());

  it('follow every insert, status change, amount change, re-dating and deletion', async () => {
    const random = randomFrom(20_261_124);
    const start = Date.parse('2025-03-01T00:00:00Z');
    for (let i = 0; i < 120; i++) {
      // Spread over 60 days at any hour, so Cairo's midnight (and its DST change) splits days differently from UTC.
      await insertOrder(database.db, {
        createdAt: new Date(start + random(60 * 24) * 3_600_000 + random(60) * 60_000),
        status: ORDER_STATUSES[random(ORDER_STATUSES.length)]!,
        totalPiastres: 1_000 + random(500_000),
      });
    }
    await expectInStep();

    const ids = (await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    for (const id of ids.slice(0, 60)) {
      await database.db.update(orders).set({ status: ORDER_STATUSES[random(ORDER_STATUSES.length)] as OrderStatus }).where(eq(orders.id, id));
    }
    for (const id of ids.slice(60, 75)) await database.db.update(orders).set({ totalPiastres: 2_000 + random(9_000) }).where(eq(orders.id, id));
    for (const id of ids.slice(75, 85)) await database.db.update(orders).set({ createdAt: new Date(start + random(60) * 86_400_000) }).where(eq(orders.id, id));
    for (const id of ids.slice(85, 90)) await database.db.update(orders).set({ governorate: 'Giza' }).where(eq(orders.id, id));
    // A change that touches none of the three leaves the totals alone.
    await database.db.update(orders).set({ notes: 'call first' }).where(eq(orders.id, ids[90]!));
    for (const id of ids.slice(100, 110)) await database.db.delete(orders).where(eq(orders.id, id));
    await expectInStep();
  });

  it('keep several changes of one order in one transaction, and nothing of a rolled-back one', async () => {
    await insertOrder(database.db, { createdAt: '2025-05-01T10:00:00Z', status: 'pending', totalPiastres: 10_000 });
    await database.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'shipped' });
      await tx.update(orders).set({ status: 'delivered', totalPiastres: 9_000 });
    });
    await database.db
      .transaction(async (tx) => {
        await tx.update(orders).set({ status: 'cancelled' });
        await insertOrder(tx, { createdAt: '2025-05-01T11:00:00Z', status: 'paid', totalPiastres: 5_000 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await kept()).toEqual([{ day: '2025-05-01', status: 'delivered', governorate: 'Cairo', orders: 1, total: 9_000 }]);
  });

  it('give the sales summary and the per-day report the full count would give', async () => {
    const random = randomFrom(7);
    const now = Date.now();
    for (let i = 0; i < 80; i++) {
      await insertOrder(database.db, {
        createdAt: new Date(now - random(20 * 24) * 3_600_000),
        status: ORDER_STATUSES[random(ORDER_STATUSES.length)]!,
        totalPiastres: 500 + random(100_000),
      });
    }
    const sales = (await counted()).filter((row) => row.status !== 'cancelled' && row.status !== 'refunded');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
    expect(await salesTotals(database.db)).toEqual({
      totalPiastres: sales.reduce((sum, row) => sum + row.total, 0),
      orders: sales.reduce((sum, row) => sum + row.orders, 0),
      todayPiastres: sales.filter((row) => row.day === today).reduce((sum, row) => sum + row.total, 0),
    });
    const byDay = new Map<string, { totalPiastres: number; orders: number }>();
    for (const row of sales) {
      const day = byDay.get(row.day) ?? { totalPiastres: 0, orders: 0 };
      byDay.set(row.day, { totalPiastres: day.totalPiastres + row.total, orders: day.orders + row.orders });
    }
    const firstDay = [...byDay.keys()].sort()[0]!;
    expect(await dailySales(database.db, firstDay, today)).toEqual([...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ date, ...day })));
  });
});
