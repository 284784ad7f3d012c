/**
 * Returns and exchanges (issue 36): the customer's requests, the admin's Returns screen, the
 * courier pickup, and the figures other modules read (refunds into net sales).
 */
export { returnsRoutes } from './returns.routes';
export { partialRefundsByDay } from './returns-report.repository';
export { returnMailsSettled } from './returns-notify';
