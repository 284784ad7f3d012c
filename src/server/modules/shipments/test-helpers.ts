/** Helpers of the courier shipment API tests and the benchmark. */
import type { Database } from '../../db/client';
import { insertOrder } from '../orders';
import { STAND_IN_CITIES } from '../../test-support/bosta-stand-in';
import type { Clock } from '../../clock';
import { replaceDistricts } from './districts.repository';

/**
 * `count` confirmed (placed) orders written straight into the database, with one line each:
 * 400 LE + 90 LE shipping, to Nasr City in Cairo unless told otherwise. Numbered in order.
 */
export async function insertPlacedOrders(
  db: Database,
  count: number,
  options: { city?: string; governorate?: string; phone?: (index: number) => string; productId?: string | null } = {},
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(
      await insertOrder(
        db,
        {
          email: `buyer${index}@shop.test`,
          firstName: 'Mona',
          lastName: `Hassan ${index}`,
          phone: options.phone ? options.phone(index) : `0101${String(1_000_000 + index).slice(-7)}`,
          address: `${12 + index} Abbas El Akkad Street`,
          city: options.city ?? 'Nasr City',
          governorate: options.governorate ?? 'Cairo',
          subtotalPiastres: 40_000,
          shippingFeePiastres: 9_000,
          totalPiastres: 49_000,
          status: 'placed',
          confirmationState: 'confirmed',
        },
        [{ productId: options.productId ?? null, title: 'Linen Dress', size: 'm', quantity: 1, finalPricePiastres: 40_000 }],
      ),
    );
  }
  return ids;
}

/** Bosta's list as the stand-in serves it, written into the shop (what a refresh does). */
export async function seedStandInDistricts(db: Database, clock: Clock): Promise<void> {
  const cities = STAND_IN_CITIES.map((city) => ({ id: city._id, name: city.name, nameAr: city.nameAr, dropOff: city.dropOffAvailability }));
  const districts = STAND_IN_CITIES.flatMap((city) =>
    city.districts.map((district) => ({ id: district.districtId, cityId: city._id, name: district.districtName, nameAr: district.districtOtherName, dropOff: district.dropOffAvailability })),
  );
  await db.transaction((tx) => replaceDistricts(tx, cities, districts, clock.now()));
}
