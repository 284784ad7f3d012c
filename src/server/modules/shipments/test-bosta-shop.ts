/** The lifecycle shared by the test files whose shop talks to the Bosta stand-in. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ManualClock } from '../../clock';
import { startBostaStandIn, type BostaStandIn } from '../../test-support/bosta-stand-in';
import type { DatabaseKind } from '../../test-support/databases';
import { createTestShop, type TestShop } from '../../test-support/test-shop';
import { insertCustomer, type Customer } from '../orders/test-fixtures';
import { seedStandInDistricts } from './test-helpers';

export type BostaWorld = { shop: TestShop; bosta: BostaStandIn; admin: Customer };

/**
 * A shop talking to the stand-in, started once per file; before each test a fresh database
 * with Bosta's districts, the stand-in emptied and an admin (`adminEmail`). `use` receives them
 * after each reset, so the file keeps its own variables.
 */
export function withBostaShop(kind: DatabaseKind, clock: ManualClock, use: (world: BostaWorld) => void | Promise<void>, adminEmail = 'admin@shop.test'): void {
  let shop: TestShop;
  let bosta: BostaStandIn;
  beforeAll(async () => {
    bosta = await startBostaStandIn();
    shop = await createTestShop(kind, { clock, bosta: bosta.config() });
  });
  afterAll(async () => {
    await shop.close();
    await bosta.close();
  });
  beforeEach(async () => {
    await shop.reset();
    bosta.deliveries.clear();
    bosta.requests.length = 0;
    await seedStandInDistricts(shop.database.db, clock);
    await use({ shop, bosta, admin: await insertCustomer(shop, adminEmail, 'admin') });
  });
}
