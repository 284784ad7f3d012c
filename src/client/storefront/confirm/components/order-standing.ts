import type { ConfirmationState } from '../../../../shared/confirmation';
import type { OrderStatus } from '../../../../shared/order-status';

/** Where an order stands for its customer, as the confirmation page words it. */
export type Standing = 'awaiting' | 'confirmed' | 'declined' | 'expired' | 'notNeeded' | 'shipped' | 'delivered' | 'cancelled' | 'other';

/**
 * Only a pending order awaiting its answer can be confirmed or cancelled on the link. The order's
 * status wins over its confirmation where they tell different stories: an order confirmed and
 * since shipped is "on its way", one cancelled by the desk after it was confirmed is cancelled.
 */
export function standingOf(order: { status: OrderStatus; confirmation: { state: ConfirmationState } }): Standing {
  const { status } = order;
  const { state } = order.confirmation;
  if (status === 'cancelled') return state === 'expired' ? 'expired' : state === 'declined' ? 'declined' : 'cancelled';
  if (status === 'shipped' || status === 'delivered') return status;
  if (status === 'refunded') return 'other';
  if (state === 'awaiting') return status === 'pending' ? 'awaiting' : 'other';
  if (state === 'confirmed') return 'confirmed';
  if (state === 'not_needed') return 'notNeeded';
  return 'other';
}
