import type { App } from '../../types';
import { signWithShopSettings } from '../shop-settings/shop-mail';
import { returnMail } from './returns-mail';
import { findRequest } from './returns.repository';
import { toReturnView } from './returns-view';

/** Mails in flight, so a test or a shutdown can wait for them. */
const inFlight = new Set<Promise<void>>();

/**
 * Tells the customer about the request's current step, in the order's language, after the
 * commit. A failed mail is logged and not retried: the step itself is done, and the customer
 * sees the state in My orders.
 */
export function mailReturnStep(app: Pick<App, 'deps' | 'log'>, requestId: string): void {
  const sending = (async () => {
    const found = await findRequest(app.deps.db, requestId);
    if (!found) return;
    const mail = await returnMail(toReturnView(found), found.order.language, app.deps.config.publicUrl);
    await app.deps.mailer.send(await signWithShopSettings(app.deps.db, mail));
  })()
    .catch((error: unknown) => app.log.warn({ err: error, requestId }, 'return mail failed'))
    .finally(() => inFlight.delete(sending));
  inFlight.add(sending);
}

/** Resolves once the return mails in flight are sent (or have failed). */
export async function returnMailsSettled(): Promise<void> {
  await Promise.all([...inFlight]);
}
