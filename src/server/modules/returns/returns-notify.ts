/**
 * The customer's mail at every step of a return (issue 36), in the order's language, sent after
 * the commit and marked on the step's history row; the retry job sends the steps whose mail
 * failed (SMTP down, process stopped right after the commit), as order mails are retried.
 */
import type { ReturnState } from '../../../shared/returns';
import type { App } from '../../types';
import { signWithShopSettings } from '../shop-settings';
import { returnMail } from './returns-mail';
import { findRequest, findRequestsWithUnmailedSteps, markStepMailed } from './returns.repository';
import { toReturnView } from './returns-view';

const MINUTE_MS = 60 * 1000;
/** Steps older than this are not worth a mail any more. */
const RETRY_HORIZON_MS = 3 * 24 * 60 * MINUTE_MS;

type Mailing = Pick<App, 'deps' | 'log'>;

/** The mails of the request's steps not yet mailed, oldest first; throws when one could not be sent. */
async function sendDueMails(app: Mailing, requestId: string): Promise<void> {
  const found = await findRequest(app.deps.db, requestId);
  if (!found) return;
  const view = toReturnView(found);
  for (const step of found.events.filter((event) => !event.mailedAt)) {
    // Each step's own state and note: a later step taken before this mail went out has its own mail.
    // A row that keeps the state says what it records (its kind); older such rows are the exchange charge changed.
    const kind = step.kind ?? (step.fromState === step.toState ? 'exchange_charge' : null);
    const mail = await returnMail({ ...view, state: step.toState as ReturnState }, found.order.language, app.deps.config.publicUrl, step.note, kind);
    await app.deps.mailer.send(await signWithShopSettings(app.deps.db, mail, found.order.language));
    await markStepMailed(app.deps.db, step.id);
  }
}

/** The mails go out one after the other, in the order of the steps; the chain's end is awaited by tests. */
let chain: Promise<void> = Promise.resolve();

/** Tells the customer about the request's new steps after the commit; a failure is left to the retry job. */
export function mailReturnStep(app: Mailing, requestId: string): void {
  chain = chain.then(() => sendDueMails(app, requestId).catch((error: unknown) => app.log.warn({ err: error, requestId }, 'return mail failed; will retry')));
}

/** Resolves once the return mails queued so far are sent (or have failed). */
export async function returnMailsSettled(): Promise<void> {
  await chain;
}

/**
 * Sends the mails of steps that failed, between the horizon and two minutes ago (a first
 * attempt may still be in flight), stopping at the first failure: the mail server is then
 * likely still down. Several processes may both send one in a rare race: a duplicate is
 * better than none.
 */
export async function retryReturnMails(app: Mailing, now = app.deps.clock.now()): Promise<number> {
  const ids = await findRequestsWithUnmailedSteps(app.deps.db, new Date(now.getTime() - RETRY_HORIZON_MS), new Date(now.getTime() - 2 * MINUTE_MS), 50);
  let sent = 0;
  for (const id of ids) {
    try {
      await sendDueMails(app, id);
      sent++;
    } catch (error) {
      app.log.warn({ err: error, requestId: id }, 'return mail failed again; will retry');
      break;
    }
  }
  return sent;
}
