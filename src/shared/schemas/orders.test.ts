import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../order-status';
import { orderIdParamsSchema, updateOrderStatusSchema } from './orders';
import { issuesByPath } from './testing';

describe('updateOrderStatusSchema', () => {
  it('accepts any of the seven statuses', () => {
    for (const status of ORDER_STATUSES) expect(updateOrderStatusSchema.parse({ status })).toEqual({ status });
  });

  it('refuses anything else', () => {
    expect(issuesByPath(updateOrderStatusSchema.safeParse({ status: 'lost' }))).toEqual({ status: ['Unknown order status'] });
  });

  it('needs a UUID order id', () => {
    expect(orderIdParamsSchema.safeParse({ orderId: '3f0b8a2e-6c1d-4b7a-9e2f-1a2b3c4d5e6f' }).success).toBe(true);
    expect(issuesByPath(orderIdParamsSchema.safeParse({ orderId: '42' }))).toEqual({ orderId: ['Invalid orderId'] });
  });
});
