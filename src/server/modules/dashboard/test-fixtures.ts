/** Rows for the dashboard API tests, written straight into the tables the dashboards read. */
import type { OrderStatus } from '../../../shared/order-status';
import type { Size } from '../../../shared/sizes';
import type { DbOrTx } from '../../db/client';
import { categories, productImages, productSizes, products } from '../../db/schema/catalog';
import { orders } from '../../db/schema/orders';

export async function insertCategory(db: DbOrTx, name = 'Summer'): Promise<string> {
  const [row] = await db.insert(categories).values({ name, imageKey: `categories/${name.toLowerCase()}.webp` }).returning({ id: categories.id });
  return row!.id;
}

export async function insertProduct(
  db: DbOrTx,
  input: { categoryId: string; title: string; pricePiastres?: number; discountPercent?: number; sizes: Partial<Record<Size, number>>; withImages?: boolean },
): Promise<string> {
  const price = input.pricePiastres ?? 50_000;
  const discount = input.discountPercent ?? 0;
  const [row] = await db
    .insert(products)
    .values({
      categoryId: input.categoryId,
      title: input.title,
      description: `${input.title} description`,
      pricePiastres: price,
      discountPercent: discount,
      finalPricePiastres: Math.round((price * (100 - discount)) / 100),
    })
    .returning({ id: products.id });
  const id = row!.id;
  const sizes = Object.entries(input.sizes).map(([size, quantity]) => ({ productId: id, size: size as Size, quantity }));
  if (sizes.length > 0) await db.insert(productSizes).values(sizes);
  if (input.withImages) {
    await db.insert(productImages).values([
      { productId: id, kind: 'gallery', imageKey: `products/${id}/front.webp`, position: 0 },
      { productId: id, kind: 'gallery', imageKey: `products/${id}/back.webp`, position: 1 },
      { productId: id, kind: 'size-chart', imageKey: `products/${id}/chart.webp`, position: 0 },
    ]);
  }
  return id;
}

/** An order of the given total at the given moment; the other fields only need to be valid. */
export async function insertOrder(db: DbOrTx, input: { createdAt: Date | string; status: OrderStatus; totalPiastres: number }): Promise<void> {
  await db.insert(orders).values({
    email: 'buyer@shop.test',
    firstName: 'Mona',
    lastName: 'Hassan',
    phone: '01012345678',
    address: '12 Nile St',
    city: 'Egypt',
    governorate: 'Cairo',
    subtotalPiastres: input.totalPiastres,
    shippingFeePiastres: 0,
    totalPiastres: input.totalPiastres,
    status: input.status,
    stockHeld: input.status === 'cancelled' ? 0 : 1,
    createdAt: new Date(input.createdAt),
  });
}
