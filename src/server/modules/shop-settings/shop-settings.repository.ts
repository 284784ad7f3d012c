import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shopSettings } from '../../db/schema/shop-settings';
import type { ShopSettingsValues } from '../../../shared/schemas/shop-settings';
import type { ConfirmRule } from '../../../shared/confirmation';
import { DEFAULT_CUSTOMER_PAYS_RETURN_FOR, DEFAULT_RETURN_WINDOW_DAYS, RETURN_REASONS, type ReturnPolicy, type ReturnReason } from '../../../shared/returns';

/** The order confirmation settings as stored (issue 34); `confirmAbovePiastres` in piastres. */
export type ConfirmationSettingsRecord = { confirmRule: ConfirmRule; confirmAbovePiastres: number; autoCancelHours: number; autoBlockRefusals: number };

/** The returns policy as stored (issue 36). */
export type ReturnPolicyRecord = { returnWindowDays: number; returnReasons: ReturnReason[]; customerPaysReturnFor: ReturnReason[]; exchangeShipsFree: boolean } & ReturnPolicy;
export type ShopSettingsRecord = ShopSettingsValues & { logoKey: string | null } & ConfirmationSettingsRecord & ReturnPolicyRecord;

const UNSET: ShopSettingsRecord = {
  shopName: null,
  logoKey: null,
  phone: null,
  email: null,
  whatsappNumber: null,
  address: null,
  openingHours: null,
  facebookUrl: null,
  instagramUrl: null,
  tiktokUrl: null,
  // The database's column defaults, until the first save.
  confirmRule: 'all',
  confirmAbovePiastres: 0,
  autoCancelHours: 48,
  autoBlockRefusals: 0,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  returnReasons: [...RETURN_REASONS],
  customerPaysReturnFor: [...DEFAULT_CUSTOMER_PAYS_RETURN_FOR],
  exchangeShipsFree: true,
};

/** The one row, or every value unset before the owner's first save. */
export async function readSettings(db: DbOrTx): Promise<ShopSettingsRecord> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  if (!row) return { ...UNSET };
  // The cart reminders' hours are the abandoned-carts module's setting, read there (issue 38).
  const { id: _id, updatedAt: _updatedAt, abandonedCartHours: _hours, ...values } = row;
  return values;
}

/** Writes the given values into the one row, creating it on the first save. */
export async function writeSettings(db: DbOrTx, values: Partial<ShopSettingsRecord>): Promise<void> {
  const changes = { ...values, updatedAt: new Date() };
  await db.insert(shopSettings).values({ id: 1, ...changes }).onConflictDoUpdate({ target: shopSettings.id, set: changes });
}
