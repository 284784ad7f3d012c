import type { ReturnState } from '../../../shared/returns';
import type { App } from '../../types';
import { signWithShopSettings } from '../shop-settings';
import { returnMail } from './returns-mail';
import { findRequest } from './returns.repository';
import { toReturnView } from './returns-view';

/** The mails go out one after the other, in the order of the steps; the chain's end is awaited by tests. */
let chain: Promise<void> = Promise.resolve();

/**
 * Tells the customer about the request's current step, in the order's language, after the
 * commit. A failed mail is logged and not retried: the step itself is done, and the customer
 * sees the state in My orders.
 */
export function mailReturnStep(app: Pick<App, 'deps' | 'log'>, requestId: string, state: ReturnState): void {
  chain = chain.then(async () => {
    try {
      const found = await findRequest(app.deps.db, requestId);
      if (!found) return;
      // The step's own state: a later step taken before this mail went out has its own mail.
      const mail = await returnMail({ ...toReturnView(found), state }, found.order.language, app.deps.config.publicUrl);
      await app.deps.mailer.send(await signWithShopSettings(app.deps.db, mail, found.order.language));
    } catch (error) {
      app.log.warn({ err: error, requestId }, 'return mail failed');
    }
  });
}

/** Resolves once the return mails queued so far are sent (or have failed). */
export async function returnMailsSettled(): Promise<void> {
  await chain;
}
