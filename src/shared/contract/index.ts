/**
 * The whole API, declared once (docs/decisions/008-api-contract.md). The server registers
 * every route from here; the client calls them through `endpoints`, their schema-free table.
 */
import { adminOrders } from './admin-orders';
import { auth } from './auth';
import { cart } from './cart';
import { catalog } from './catalog';
import { catalogueAdmin } from './catalogue-admin';
import { catalogueListing } from './catalogue-listing';
import { confirmation } from './confirmation';
import { dashboard } from './dashboard';
import { health } from './health';
import { orders } from './orders';
import { returns } from './returns';
import { shopSettings } from './shop-settings';
import { shipments } from './shipments';
import { webhooks } from './webhooks';

export const apiContract = { health, auth, catalog, catalogueListing, catalogueAdmin, cart, orders, adminOrders, dashboard, shopSettings, confirmation, shipments, webhooks, returns } as const;
export type ApiContract = typeof apiContract;
