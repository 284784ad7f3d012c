import type { TestShop } from '../../test-support/test-shop';
import { insertCustomer, type Customer } from '../orders/test-fixtures';

export const admin = (shop: TestShop): Promise<Customer> => insertCustomer(shop, 'admin@shop.test', 'admin');

/** Creates a code through the API; fails the test when the shop refuses it. */
export async function createCode(shop: TestShop, headers: Record<string, string>, body: object) {
  const response = await shop.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create code failed: ${response.statusCode} ${response.body}`);
  return response.json().results as { _id: string; code: string; uses: number; discountGiven: number; active: boolean };
}

export const listCodes = async (shop: TestShop, headers: Record<string, string>) =>
  (await shop.app.inject({ method: 'GET', url: '/api/admin/promo-codes', headers })).json().results as Array<{ _id: string; code: string; uses: number; discountGiven: number; active: boolean }>;
