import type { DbOrTx } from '../../db/client';
import type { App } from '../../types';
import { deleteGuestCartsIdleSince } from './cart.repository';

export const GUEST_CART_IDLE_DAYS = 30;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes guest carts not changed for 30 days; returns how many went. */
export async function deleteIdleGuestCarts(db: DbOrTx, now: Date = new Date()): Promise<number> {
  return deleteGuestCartsIdleSince(db, new Date(now.getTime() - GUEST_CART_IDLE_DAYS * DAY_MS));
}

/**
 * Runs the clean-up every hour while the app is up. The timer is unref'd so it never keeps
 * a process alive, and cleared on close. Several shop processes may each run it: the delete
 * is idempotent.
 */
export function scheduleGuestCartCleanup(app: App): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteIdleGuestCarts(app.deps.db)
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'removed idle guest carts');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'guest cart clean-up failed'));
    }, CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
