import type { DbOrTx } from '../../db/client';
import { deleteGuestCartsIdleSince } from './cart.repository';

export const GUEST_CART_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes guest carts not changed for 30 days; returns how many went. */
export async function deleteIdleGuestCarts(db: DbOrTx, now: Date = new Date()): Promise<number> {
  return deleteGuestCartsIdleSince(db, new Date(now.getTime() - GUEST_CART_IDLE_DAYS * DAY_MS));
}
