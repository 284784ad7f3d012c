import type { OrderStatus } from '../../shared/order-status';

/** One line of a placed order: a snapshot taken when the order was placed. */
export type OrderLine = {
  _id: string;
  title: string;
  image: string;
  size: string;
  quantity: number;
  /** LE per piece at the time of the order. */
  finalPrice: number;
};

/** An order as the API returns it (runtime contract, 'Response shapes'); money in LE. */
export type Order = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  governorate: string;
  paymentMethod: 'cash';
  shippingFee: number;
  discount: number;
  totalPrice: number;
  status: OrderStatus;
  createdAt: string;
  products: OrderLine[];
};
