import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { executePrepared, type DbOrTx } from '../../db/client';
import { cartLines, carts, productImages, products, productSizes } from '../../db/schema/index';
import type { Size } from '../../../shared/sizes';

/** Whose cart: a signed-in user's or a guest's (never both, as the table's check demands). */
export type CartOwner = { userId: string } | { guestId: string };

export type CartLineRow = { productId: string; size: Size; quantity: number };

export type CartLineDetail = CartLineRow & {
  title: string;
  titleAr: string | null;
  finalPricePiastres: number;
  /** Current stock of this line's size; 0 when the size is gone from the product. */
  stock: number;
};

const ownerCondition = (owner: CartOwner) => ('userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId));

/** The owner's cart id, locked for the rest of the transaction; undefined when there is none. */
export async function lockCart(tx: DbOrTx, owner: CartOwner): Promise<string | undefined> {
  const rows = await tx.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).for('update');
  return rows[0]?.id;
}

/**
 * The owner's cart id, created if missing, locked and marked as changed now, in one
 * statement. The row lock serialises every change to one cart (two tabs, a merge, a checkout).
 */
export async function lockOrCreateCart(tx: DbOrTx, owner: CartOwner): Promise<string> {
  const byUser = 'userId' in owner;
  const rows = await tx
    .insert(carts)
    .values(byUser ? { userId: owner.userId } : { guestId: owner.guestId })
    .onConflictDoUpdate({ target: byUser ? carts.userId : carts.guestId, set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  return rows[0]!.id;
}

export async function findCartId(db: DbOrTx, owner: CartOwner): Promise<string | undefined> {
  const rows = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner));
  return rows[0]?.id;
}

/** Guest carts expire 30 days after their last change, so every change bumps updated_at. */
export async function touchCart(tx: DbOrTx, cartId: string): Promise<void> {
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function deleteCart(tx: DbOrTx, cartId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.id, cartId));
}

export async function findLines(tx: DbOrTx, cartId: string): Promise<CartLineRow[]> {
  return tx
    .select({ productId: cartLines.productId, size: cartLines.size, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size));
}

export async function findLine(tx: DbOrTx, cartId: string, productId: string, size: Size): Promise<CartLineRow | undefined> {
  const rows = await tx
    .select({ productId: cartLines.productId, size: cartLines.size, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId), eq(cartLines.size, size)));
  return rows[0];
}

/** Sets a line's quantity, adding the line when it is new. */
export async function upsertLine(tx: DbOrTx, cartId: string, line: CartLineRow): Promise<void> {
  await tx
    .insert(cartLines)
    .values({ cartId, ...line })
    .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.productId, cartLines.size], set: { quantity: line.quantity } });
}

export async function deleteLine(tx: DbOrTx, cartId: string, productId: string, size: Size): Promise<boolean> {
  const rows = await tx
    .delete(cartLines)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.productId, productId), eq(cartLines.size, size)))
    .returning({ productId: cartLines.productId });
  return rows.length > 0;
}

/** Lines with their product's current title, final price and the stock of their size. */
export async function findLineDetails(db: DbOrTx, cartId: string): Promise<CartLineDetail[]> {
  return db
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      title: products.title,
      titleAr: products.titleAr,
      finalPricePiastres: products.finalPricePiastres,
      stock: sql<number>`coalesce(${productSizes.quantity}, 0)`.mapWith(Number),
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .leftJoin(productSizes, and(eq(productSizes.productId, cartLines.productId), eq(productSizes.size, cartLines.size)))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size));
}

export type ProductImageRow = { id: string; productId: string; imageKey: string };

/** Gallery images of the given products, in carousel order. */
export async function findGalleryImages(db: DbOrTx, productIds: string[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: productImages.id, productId: productImages.productId, imageKey: productImages.imageKey })
    .from(productImages)
    .where(and(inArray(productImages.productId, productIds), eq(productImages.kind, 'gallery')))
    .orderBy(asc(productImages.position), asc(productImages.createdAt));
}

/**
 * Whether the product exists and the stock of the size (undefined when the product does not
 * offer it). Read only as a cap for the cart: the cart reserves nothing, checkout takes stock.
 */
export async function findSizeStock(db: DbOrTx, productId: string, size: Size): Promise<{ productExists: boolean; stock: number | undefined }> {
  const rows = await db
    .select({ id: products.id, stock: productSizes.quantity })
    .from(products)
    .leftJoin(productSizes, and(eq(productSizes.productId, products.id), eq(productSizes.size, size)))
    .where(eq(products.id, productId));
  const row = rows[0];
  return { productExists: Boolean(row), stock: row?.stock ?? undefined };
}

/** Deletes guest carts untouched since the cut-off; user carts are kept. Returns how many. */
export async function deleteGuestCartsIdleSince(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(carts)
    .where(and(isNotNull(carts.guestId), lt(carts.updatedAt, cutoff)))
    .returning({ id: carts.id });
  return rows.length;
}

export type CheckoutLine = CartLineDetail & {
  /** The product's first gallery image, as findGalleryImages orders them; null without one. */
  imageKey: string | null;
};

export type CheckoutCart = {
  cartId: string;
  /** The cart's updated_at as PostgreSQL prints it (to the microsecond): every change moves it. */
  version: string;
  lines: CheckoutLine[];
};

/**
 * For checkout, in one round trip: the owner's cart with each line's current title, final
 * price, stock of its size and first gallery image; with `lock`, the cart row stays locked
 * for the rest of the transaction. Undefined when there is no cart; no lines when it is empty.
 */
export async function readCartForCheckout(tx: DbOrTx, owner: CartOwner, options: { lock: boolean }): Promise<CheckoutCart | undefined> {
  const ownerMatch = 'userId' in owner ? sql`c.user_id = ${owner.userId}` : sql`c.guest_id = ${owner.guestId}`;
  type Row = {
    cart_id: string;
    version: string;
    product_id: string | null;
    size: Size | null;
    quantity: number | null;
    title: string | null;
    title_ar: string | null;
    final_price_piastres: number | null;
    stock: number | null;
    image_key: string | null;
  };
  const rows = await executePrepared<Row>(tx, sql`
    with cart as materialized (select c.id, c.updated_at from carts c where ${ownerMatch} ${options.lock ? sql`for update` : sql``})
    select cart.id as cart_id, cart.updated_at::text as version, cl.product_id, cl.size, cl.quantity, p.title, p.title_ar, p.final_price_piastres,
      coalesce(ps.quantity, 0) as stock,
      (select pi.image_key from product_images pi
        where pi.product_id = cl.product_id and pi.kind = 'gallery'
        order by pi.position, pi.created_at limit 1) as image_key
    from cart
    left join (cart_lines cl join products p on p.id = cl.product_id) on cl.cart_id = cart.id
    left join product_sizes ps on ps.product_id = cl.product_id and ps.size = cl.size
    order by cl.created_at, cl.product_id, cl.size`);
  const first = rows[0];
  if (!first) return undefined;
  const lines = rows
    .filter((row) => row.product_id !== null)
    .map((row) => ({
      productId: row.product_id!,
      size: row.size!,
      quantity: Number(row.quantity),
      title: row.title!,
      titleAr: row.title_ar,
      finalPricePiastres: Number(row.final_price_piastres),
      stock: Number(row.stock),
      imageKey: row.image_key,
    }));
  return { cartId: first.cart_id, version: first.version, lines };
}
