import type { FastifyReply } from 'fastify';
import { answerLanguage } from '../../plugins/language-preference';
import { shipments as routes } from '../../../shared/contract/shipments';
import { messagesFor } from '../../../shared/messages';
import { implement } from '../../http/api-routes';
import type { App } from '../../types';
import { deskOrderDetail } from '../order-desk';
import { matchDistricts, refreshDistricts, searchDistricts } from './districts.service';
import { bostaOf } from './couriers/index';
import { handOff } from './handoff.service';
import { courierCash, listSettlements, recordSettlement } from './settlements.service';
import { airwayBills, BOSTA_SECRET_HEADER, courierFailure, receiveBostaWebhook, recordShipmentState } from './tracking.service';

const pdf = (buffer: Buffer, name: string) => ({ buffer, disposition: `inline; filename="${name}.pdf"` });

/** Courier shipments (issue 35): the desk's routes and Bosta's webhook. */
export function shipmentsRoutes(app: App) {
  const deps = app.deps;
  const sendPdf = (reply: FastifyReply, file: ReturnType<typeof pdf>) =>
    reply.type('application/pdf').header('content-disposition', file.disposition).header('cache-control', 'private, no-store').send(file.buffer);
  return [
    ...implement(routes, {
      create: async (request, _reply, admin) => handOff(app, admin.id, request.body, await messagesFor(answerLanguage(request))),

      airwayBills: async (request, reply) => sendPdf(reply, pdf(await airwayBills(app, request.query.orderIds), 'airway-bills')),

      airwayBill: async (request, reply) => sendPdf(reply, pdf(await airwayBills(app, [request.params.orderId]), `airway-bill-${request.params.orderId}`)),

      // Without Bosta the review has nothing to propose: it says so (409, "Bosta is not connected…") instead of "no district found" for every address.
      districts: async (request) => {
        bostaOf(app);
        return { matches: await matchDistricts(deps.db, request.query.orderIds) };
      },

      districtSearch: async (request) => ({ districts: await searchDistricts(deps.db, request.query.q) }),

      districtRefresh: async (request) => {
        const counts = await refreshDistricts(app).catch(courierFailure);
        return { message: (await messagesFor(answerLanguage(request))).courier.districtsRefreshed(counts.cities, counts.districts), ...counts };
      },

      recordState: async (request, _reply, admin) => {
        await recordShipmentState(app, admin.id, request.params.orderId, request.body);
        return { message: (await messagesFor(answerLanguage(request))).api.adminOrders.updated, results: await deskOrderDetail(deps.db, request.params.orderId, deps.config.publicUrl) };
      },

      settlements: async () => listSettlements(deps.db),

      createSettlement: async (request, reply, admin) =>
        reply.code(201).send(await recordSettlement(deps.db, admin.id, request.body, await messagesFor(answerLanguage(request)))),

      cash: async () => ({ cash: await courierCash(deps.db) }),
    }),
    ...implement(routes, {
      bostaEvents: async (request) => {
        const header = request.headers[BOSTA_SECRET_HEADER];
        const outcome = await receiveBostaWebhook(app, request.body as Buffer, typeof header === 'string' ? header : undefined);
        const texts = await messagesFor('en');
        return { message: outcome === 'unknown' ? texts.courier.unknownTracking : texts.courier.eventReceived };
      },
    }),
  ];
}
