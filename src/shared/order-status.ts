/** The seven order statuses, in the order the admin dropdown lists them. */
export const ORDER_STATUSES = ['pending', 'paid', 'placed', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** Badge colour of each status, as the spec names them. */
export const ORDER_STATUS_COLOURS: Record<OrderStatus, 'yellow' | 'green' | 'blue' | 'purple' | 'dark green' | 'red' | 'grey'> = {
  pending: 'yellow',
  paid: 'green',
  placed: 'blue',
  shipped: 'purple',
  delivered: 'dark green',
  cancelled: 'red',
  refunded: 'grey',
};

/** A customer may cancel only an order that is still pending. */
export const customerCanCancel = (status: OrderStatus): boolean => status === 'pending';

/** Orders in these statuses do not count as sales. */
export const NON_SALE_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** Why an order was cancelled or refunded, as the desk records it (and the mail says it). */
// `unconfirmed`: the customer never confirmed and the shop's auto-cancel ran out (issue 34).
export const CANCEL_REASONS = ['customer_cancelled', 'refused_on_delivery', 'unreachable', 'out_of_stock', 'other', 'unconfirmed'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Statuses that may carry a cancelReason. */
export const CANCELLED_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** Statuses the customer is told about by e-mail when the shop sets them. */
export const MAILED_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered', 'cancelled'];
