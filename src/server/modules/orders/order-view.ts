import type { OrderAnswer } from '../../../shared/contract/answers';
import { toPounds } from '../../../shared/money';
import type { OrderLineRow, OrderRow } from './orders.repository';
import { toShipmentView } from '../shipments';
import type { ShipmentRow } from '../shipments';

export type OrderView = OrderAnswer;

/** What an order view is made of: an order read back, or what the placement wrote. */
export type OrderViewSource = Pick<
  OrderRow,
  | 'id' | 'orderNumber' | 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'governorate' | 'paymentMethod'
  | 'subtotalPiastres' | 'shippingFeePiastres' | 'discountPiastres' | 'promoCode' | 'totalPiastres' | 'status' | 'createdAt' | 'updatedAt'
  | 'confirmationState' | 'confirmationBy' | 'confirmationAt' | 'confirmationToken'
> & {
  lines: Array<Pick<OrderLineRow, 'id' | 'productId' | 'title' | 'imageUrl' | 'size' | 'quantity' | 'finalPricePiastres'>>;
  /** The courier shipment (issue 35); absent for an order just placed. */
  shipment?: ShipmentRow | null;
};

/**
 * An order as the API answers it: the spec's Order fields, amounts in LE, ids as strings.
 * `forOwner`: the answer goes to the customer who placed it (checkout, my orders), the only
 * reader who gets the confirmation link's token besides the desk.
 */
export function toOrderView(order: OrderViewSource, options: { forOwner?: boolean } = {}): OrderAnswer {
  return {
    _id: order.id,
    orderNumber: order.orderNumber,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    city: order.city,
    governorate: order.governorate,
    paymentMethod: order.paymentMethod,
    subtotal: toPounds(order.subtotalPiastres),
    shippingFee: toPounds(order.shippingFeePiastres),
    discount: toPounds(order.discountPiastres),
    promoCode: order.promoCode,
    totalPrice: toPounds(order.totalPiastres),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    products: order.lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      title: line.title,
      image: line.imageUrl,
      size: line.size,
      quantity: line.quantity,
      finalPrice: toPounds(line.finalPricePiastres),
      price: toPounds(line.finalPricePiastres),
    })),
    confirmation: {
      state: order.confirmationState,
      by: order.confirmationBy,
      at: order.confirmationAt ? order.confirmationAt.toISOString() : null,
    },
    shipment: toShipmentView(order.shipment),
    ...(options.forOwner ? { confirmationToken: order.confirmationToken } : {}),
  };
}
