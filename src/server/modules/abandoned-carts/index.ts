/**
 * Abandoned carts (issue 38): carts left untouched past the shop's setting, one reminder each
 * (e-mail, and WhatsApp when the shop set it up), and the admin's list with the month's figures.
 */
export { abandonedCartsRoutes } from './abandoned-carts.routes';
