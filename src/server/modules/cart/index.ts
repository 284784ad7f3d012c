/** The cart: a shopper's (guest or user) lines, merged at sign-in. The module's one entry. */
export { cartRoutes } from './cart.routes';
export { deleteIdleGuestCarts } from './cart-cleanup';
export { mergeGuestCart } from './cart-merge';
export { findCartId, findSizeStock, readCartForCheckout, type CheckoutCart } from './cart.repository';
export { cartOwnerOf } from './cart.service';
