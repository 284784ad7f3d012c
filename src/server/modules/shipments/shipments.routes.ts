import { shipments as routes } from '../../../shared/contract/shipments';
import { webhooks } from '../../../shared/contract/webhooks';
import { implement } from '../../http/api-routes';
import { HttpError } from '../../http/http-error';
import type { App } from '../../types';

const notYet = () => new HttpError(503, (t) => t.courier.courierUnavailable);

/** Courier shipments (issue 35): the desk's routes and Bosta's webhook. */
export function shipmentsRoutes(app: App) {
  void app;
  return [
    ...implement(routes, {
      create: async () => {
        throw notYet();
      },
      airwayBills: async () => {
        throw notYet();
      },
      airwayBill: async () => {
        throw notYet();
      },
      districts: async () => ({ matches: [] }),
      districtSearch: async () => ({ districts: [] }),
      districtRefresh: async () => {
        throw notYet();
      },
      recordState: async () => {
        throw notYet();
      },
      settlements: async () => ({ settlements: [], unsettled: [] }),
      createSettlement: async () => {
        throw notYet();
      },
      cash: async () => ({ cash: { withCourier: 0, withCourierOrders: 0, settledThisMonth: 0, lostToRefusals: 0, lostToRefusalsOrders: 0 } }),
    }),
    ...implement(webhooks, {
      bostaEvents: async () => ({ message: 'EVENT_RECEIVED' }),
    }),
  ];
}
