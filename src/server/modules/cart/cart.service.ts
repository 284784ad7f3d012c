import type { AppDeps } from '../../types';
import type { Shopper } from '../../plugins/auth';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { QUANTITY_MAX } from '../../../shared/pricing';
import type { AddToCartPayload, UpdateCartQuantityPayload } from '../../../shared/schemas/cart';
import type { Size } from '../../../shared/sizes';
import { deleteLine, findCartId, findLine, findSizeStock, lockCart, lockOrCreateCart, touchCart, upsertLine, type CartOwner } from './cart.repository';
import { buildCartView, type CartView } from './cart-view';

type CartDeps = Pick<AppDeps, 'db' | 'storage'>;

export const cartOwnerOf = (shopper: Shopper): CartOwner =>
  shopper.kind === 'user' ? { userId: shopper.userId } : { guestId: shopper.guestId };

/** The shopper's cart; 404 when they have none (the client reads that as an empty cart). */
export async function getMyCart(deps: CartDeps, shopper: Shopper): Promise<CartView> {
  const cartId = await findCartId(deps.db, cartOwnerOf(shopper));
  if (!cartId) throw notFound((t) => t.cart.empty);
  return buildCartView(deps.db, deps.storage, cartId);
}

/** Stock of the size, or the 4xx that says why this size cannot be put in a cart. */
async function availableStock(tx: Parameters<typeof findSizeStock>[0], productId: string, size: Size): Promise<number> {
  const { productExists, stock } = await findSizeStock(tx, productId, size);
  if (!productExists) throw notFound((t) => t.product.notFound);
  if (stock === undefined) throw badRequest((t) => t.api.cart.sizeNotOffered(size));
  if (stock <= 0) throw conflict((t) => t.api.cart.sizeOutOfStock(size));
  return stock;
}

/** Adds pieces to the cart; the line's new total may not exceed the size's stock. */
export async function addToCart(deps: CartDeps, shopper: Shopper, payload: AddToCartPayload): Promise<CartView> {
  return deps.db.transaction(async (tx) => {
    const cartId = await lockOrCreateCart(tx, cartOwnerOf(shopper));
    const stock = await availableStock(tx, payload.productId, payload.size);
    const inCart = (await findLine(tx, cartId, payload.productId, payload.size))?.quantity ?? 0;
    const quantity = inCart + payload.quantity;
    if (quantity > stock) throw conflict((t) => (inCart > 0 ? t.api.cart.onlyLeftWithCart(stock, payload.size, inCart) : t.api.cart.onlyLeft(stock, payload.size)));
    if (quantity > QUANTITY_MAX) throw badRequest((t) => t.api.cart.quantityTooLarge(QUANTITY_MAX));
    await upsertLine(tx, cartId, { productId: payload.productId, size: payload.size, quantity });
    return buildCartView(tx, deps.storage, cartId);
  });
}

/** Sets the quantity of a line that is already in the cart. */
export async function updateCartQuantity(
  deps: CartDeps,
  shopper: Shopper,
  productId: string,
  payload: UpdateCartQuantityPayload,
): Promise<CartView> {
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, cartOwnerOf(shopper));
    const line = cartId ? await findLine(tx, cartId, productId, payload.size) : undefined;
    if (!cartId || !line) throw notFound((t) => t.api.cart.lineNotFound);
    const stock = await availableStock(tx, productId, payload.size);
    if (payload.quantity > stock) throw conflict((t) => t.api.cart.onlyLeft(stock, payload.size));
    await upsertLine(tx, cartId, { productId, size: payload.size, quantity: payload.quantity });
    await touchCart(tx, cartId);
    return buildCartView(tx, deps.storage, cartId);
  });
}

export async function removeFromCart(deps: CartDeps, shopper: Shopper, productId: string, size: Size): Promise<CartView> {
  return deps.db.transaction(async (tx) => {
    const cartId = await lockCart(tx, cartOwnerOf(shopper));
    if (!cartId || !(await deleteLine(tx, cartId, productId, size))) throw notFound((t) => t.api.cart.lineNotFound);
    await touchCart(tx, cartId);
    return buildCartView(tx, deps.storage, cartId);
  });
}
