/**
 * The whole API, declared once (docs/decisions/008-api-contract.md). The server registers
 * every route from here; the client calls them through `endpoints`, their schema-free table.
 * One group per server module, named after it (docs/decisions/019-one-home-per-resource.md).
 */
import { abandonedCarts } from './abandoned-carts';
import { audit } from './audit';
import { auth } from './auth';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { confirmation } from './confirmation';
import { dashboard } from './dashboard';
import { health } from './health';
import { orderDesk } from './order-desk';
import { orders } from './orders';
import { returns } from './returns';
import { promoCodes } from './promo-codes';
import { shopSettings } from './shop-settings';
import { shipments } from './shipments';
import { team } from './team';
import { whatsapp } from './whatsapp';

export const apiContract = { health, auth, catalogue, cart, orders, orderDesk, dashboard, shopSettings, confirmation, shipments, whatsapp, team, audit, promoCodes, abandonedCarts, returns } as const;
export type ApiContract = typeof apiContract;
