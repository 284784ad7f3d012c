/** Order confirmation (issue 34): asking the customer, the blocklist, the reminders job. The module's one entry. */
export { confirmationRoutes } from './confirmation.routes';
export { runConfirmationJob } from './confirmation-job';
export { announceAwaitingOrder, emailConfirmationChannel, type ConfirmationChannel } from './confirmation-channels';
export { customerRecordOf } from './blocklist.service';
export { confirmationBlock, confirmationUrl } from './confirmation-mail';
export { riskOfPhoneJson, riskOfPhones, setConfirmation, type Risk } from './confirmation.repository';
export {
  answerAsStaff,
  answerConfirmation,
  answerConfirmationByPhone,
  autoBlockAfterRefusal,
  checkoutConfirmation,
  recordOrderEvent,
  type CheckoutConfirmation,
  type ConfirmationApp,
} from './confirmation.service';
export { confirmationSummary } from './confirmation-figures';
