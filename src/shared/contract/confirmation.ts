import { z } from 'zod';
import { blocklistEntrySchema, blocklistIdParamsSchema, confirmTokenParamsSchema, customerAnswerSchema, customerPhoneParamsSchema } from '../schemas/confirmation';
import { blocklistEntryAnswer, confirmationPageAnswer, customerRecordAnswer } from './answers';
import { route } from './route';

/**
 * Order confirmation (issue 34): the public link's page and answer, the customer record by
 * phone and the blocklist. The desk's confirm/decline is `orderDesk.confirmation`; the
 * settings are on `shopSettings`; the month's figures `dashboard.confirmation`.
 */
export const confirmation = {
  show: route({
    method: 'GET',
    path: '/orders/confirm/:token',
    access: 'public',
    summary: 'The order behind a confirmation link (number, lines, total, address, where its confirmation stands); 404 for an unknown token',
    params: confirmTokenParamsSchema,
    responses: { 200: z.object({ results: confirmationPageAnswer }) },
  }),
  answer: route({
    method: 'POST',
    path: '/orders/confirm/:token',
    access: 'public',
    summary:
      'Confirm (pending -> placed) or cancel (reason customer_cancelled, stock back) the order of a link; ' +
      '409 when it was already answered, expired or moved on; 404 for an unknown token',
    params: confirmTokenParamsSchema,
    body: customerAnswerSchema,
    responses: { 200: z.object({ message: z.string(), results: confirmationPageAnswer }) },
  }),
  customer: route({
    method: 'GET',
    path: '/admin/customers/:phone',
    access: 'admin',
    permission: 'orders',
    summary: "A customer's record by phone (any written form): orders, delivered, refused, cancelled, unconfirmed, cash collected, blocked",
    params: customerPhoneParamsSchema,
    responses: { 200: customerRecordAnswer },
  }),
  blocklist: route({
    method: 'GET',
    path: '/admin/blocklist',
    access: 'admin',
    permission: 'blocklist',
    summary: 'Phones and e-mails that may not place cash-on-delivery orders, newest first',
    responses: { 200: z.object({ entries: z.array(blocklistEntryAnswer) }) },
  }),
  block: route({
    method: 'POST',
    path: '/admin/blocklist',
    access: 'admin',
    permission: 'blocklist',
    summary: 'Block a phone and/or an e-mail (compared in any written form); 409 when already blocked',
    body: blocklistEntrySchema,
    responses: { 201: z.object({ message: z.string(), results: blocklistEntryAnswer }) },
  }),
  unblock: route({
    method: 'DELETE',
    path: '/admin/blocklist/:id',
    access: 'admin',
    permission: 'blocklist',
    summary: 'Lift a blocklist entry',
    params: blocklistIdParamsSchema,
    responses: { 200: z.object({ message: z.string() }) },
  }),
} as const;
