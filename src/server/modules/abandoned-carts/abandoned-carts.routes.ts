import { abandonedCarts as routes } from '../../../shared/contract/abandoned-carts';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { listAbandonedCarts } from './abandoned-carts.service';

/** The admin's list of abandoned carts. */
export function abandonedCartsRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    list: async (request) => listAbandonedCarts(deps.db, deps.clock, request.query.page),
  });
}
