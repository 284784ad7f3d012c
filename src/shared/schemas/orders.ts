import { z } from 'zod';
import { messages } from '../messages';
import { ORDER_STATUSES } from '../order-status';
import { idField } from './fields';

/** Body of `POST`/`PATCH /admin/update-status/{orderId}`: any of the seven, no transition rule. */
export const updateOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: messages.api.validation.unknownStatus }),
});
export type UpdateOrderStatusPayload = z.output<typeof updateOrderStatusSchema>;

export const orderIdParamsSchema = z.object({ orderId: idField('orderId') });
