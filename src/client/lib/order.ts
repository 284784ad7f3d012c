import type { OrderAnswer, OrderLineAnswer } from '../../shared/contract/answers';

/** An order as the API answers it (src/shared/contract/answers.ts); money in LE. */
export type Order = OrderAnswer;
/** One line of a placed order: a snapshot taken when the order was placed. */
export type OrderLine = OrderLineAnswer;
