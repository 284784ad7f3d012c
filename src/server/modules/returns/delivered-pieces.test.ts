import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { checkoutPayload, createOrder, guestWithCart, insertProduct, queryRows } from '../orders/test-fixtures';

/**
 * delivered_pieces (the returns report's pieces sold) is kept by triggers; whatever happens to
 * the orders and their lines, it must say what reading every delivered order's lines says.
 */
describe.each(testDatabases())('the delivered pieces kept by triggers on %s', (kind) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(kind);
  });
  afterAll(() => shop.close());

  const line = (row: Record<string, unknown>) => `${row.product_id}|${row.size}|${row.title}|${row.pieces}`;
  const kept = async () =>
    (await queryRows(shop.database.db, sql`select product_id, size, title, pieces::int as pieces from delivered_pieces where pieces <> 0 order by 1, 2, 3`)).map(line);
  const counted = async () =>
    (
      await queryRows(
        shop.database.db,
        sql`select l.product_id, l.size, l.title, sum(l.quantity)::int as pieces from order_lines l join orders o on o.id = l.order_id
          where o.delivered_at is not null and o.total_piastres > 0 group by 1, 2, 3 order by 1, 2, 3`,
      )
    ).map(line);
  const asRows = async () => [await kept(), await counted()];

  it('follows deliveries, totals, line changes, deleted products and deleted orders', async () => {
    const db = shop.database.db;
    const shirt = (await insertProduct(db, { title: 'Linen Shirt', price: 50, sizes: { m: 20, l: 20 } })).id;
    const abaya = (await insertProduct(db, { title: 'Abaya', price: 60, sizes: { s: 20 } })).id;
    const place = async (productId: string, size: 'm' | 'l' | 's', quantity: number) => {
      const response = await createOrder(shop, await guestWithCart(shop, productId, size, quantity), checkoutPayload());
      expect(response.statusCode, response.body).toBe(201);
      return response.json().results._id as string;
    };
    const [a, b, c] = [await place(shirt, 'm', 2), await place(shirt, 'l', 1), await place(abaya, 's', 3)];
    const rows = (query: ReturnType<typeof sql>) => db.execute(query);
    expect(await kept()).toEqual([]);

    await rows(sql`update orders set delivered_at = now() where id in (${a}, ${c})`);
    const [keptNow, countedNow] = await asRows();
    expect(keptNow).toEqual(countedNow);
    expect(keptNow).toEqual([`${abaya}|s|Abaya|3`, `${shirt}|m|Linen Shirt|2`].sort());

    // Delivered again (a new moment) counts once; a total of 0 stops counting, and back.
    await rows(sql`update orders set delivered_at = now() + interval '1 minute' where id = ${a}`);
    await rows(sql`update orders set total_piastres = 0 where id = ${c}`);
    expect((await asRows())[0]).toEqual((await asRows())[1]);
    await rows(sql`update orders set total_piastres = 1000 where id = ${c}`);

    // A line of a delivered order changed, one added, and one of an order not delivered changed.
    await rows(sql`update order_lines set quantity = 5 where order_id = ${a}`);
    await rows(sql`insert into order_lines (order_id, product_id, title, size, quantity, final_price_piastres) values (${c}, ${shirt}, 'Linen Shirt', 'm', 1, 5000)`);
    await rows(sql`update order_lines set quantity = 4 where order_id = ${b}`);
    let [now = [], expected] = await asRows();
    expect(now).toEqual(expected);

    // The product deleted: its lines lose their product_id, the pieces move with them.
    await rows(sql`delete from product_sizes where product_id = ${abaya}`);
    await rows(sql`delete from products where id = ${abaya}`);
    [now = [], expected] = await asRows();
    expect(now).toEqual(expected);
    expect(now.some((row) => row.startsWith('null|s|Abaya|'))).toBe(true);

    // A delivered order deleted (its lines by cascade) takes its pieces out once.
    await rows(sql`delete from orders where id = ${c}`);
    [now = [], expected] = await asRows();
    expect(now).toEqual(expected);
    expect(now).toEqual([`${shirt}|m|Linen Shirt|5`]);

    const report = (await shop.app.inject({ method: 'GET', url: '/api/admin/returns/report', headers: (await adminHeaders()).headers })).json().report;
    expect(report.bySize).toEqual([{ size: 'm', sold: 5, returned: 0, rate: 0 }]);
  });

  const adminHeaders = async () => {
    const { insertCustomer } = await import('../orders/test-fixtures');
    return insertCustomer(shop, 'owner@shop.test', 'admin');
  };
});
