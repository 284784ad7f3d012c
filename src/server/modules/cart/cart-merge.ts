import type { DbOrTx } from '../../db/client';
import { QUANTITY_MAX } from '../../../shared/pricing';
import { deleteCart, findLine, findLines, findSizeStock, lockCart, lockOrCreateCart, upsertLine } from './cart.repository';

/**
 * Moves a guest's cart into the user's cart at sign-in, in one transaction: quantities of
 * the same product and size are added and capped by that size's stock (and the per-line
 * maximum); lines whose size has no stock are dropped; the guest cart is deleted.
 * Accepts a database or an open transaction (then it runs in a savepoint of it).
 */
export async function mergeGuestCart(db: DbOrTx, { guestId, userId }: { guestId: string; userId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    // Guest cart first, then the user's: the same order everywhere two carts are locked.
    const guestCartId = await lockCart(tx, { guestId: guestId.toLowerCase() });
    if (!guestCartId) return;
    const guestLines = await findLines(tx, guestCartId);
    if (guestLines.length > 0) {
      const userCartId = await lockOrCreateCart(tx, { userId });
      for (const line of guestLines) {
        const { stock } = await findSizeStock(tx, line.productId, line.size);
        const existing = (await findLine(tx, userCartId, line.productId, line.size))?.quantity ?? 0;
        const merged = Math.min(existing + line.quantity, stock ?? 0, QUANTITY_MAX);
        // No stock left for this size: the guest's line is dropped, the user's own line kept.
        if (merged < 1 || merged === existing) continue;
        await upsertLine(tx, userCartId, { productId: line.productId, size: line.size, quantity: merged });
      }
    }
    await deleteCart(tx, guestCartId);
  });
}
