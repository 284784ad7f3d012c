import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bostaCities, bostaDistricts, districtChoices } from '../../db/schema';
import type { BostaCity, BostaDistrict } from './couriers/bosta';

export type ListedDistrictRow = { id: string; name: string; nameAr: string; dropOff: boolean; cityName: string; cityNameAr: string; cityDropOff: boolean };

/** A district with its city, as the matcher and the desk read it. */
const listedDistricts = (db: DbOrTx) =>
  db
    .select({
      id: bostaDistricts.id,
      name: bostaDistricts.name,
      nameAr: bostaDistricts.nameAr,
      dropOff: bostaDistricts.dropOff,
      cityName: bostaCities.name,
      cityNameAr: bostaCities.nameAr,
      cityDropOff: bostaCities.dropOff,
    })
    .from(bostaDistricts)
    .innerJoin(bostaCities, eq(bostaCities.id, bostaDistricts.cityId));

/** Every district with its city: a few thousand short rows, matched in memory. */
export async function findAllDistricts(db: DbOrTx): Promise<ListedDistrictRow[]> {
  return listedDistricts(db).orderBy(bostaCities.name, bostaDistricts.name);
}

export async function findDistricts(db: DbOrTx, ids: string[]): Promise<Map<string, ListedDistrictRow>> {
  if (ids.length === 0) return new Map();
  const rows = await listedDistricts(db).where(inArray(bostaDistricts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Replaces Bosta's list with what it answered now, in one transaction: rows seen are upserted,
 * rows Bosta no longer lists are removed (their remembered choices simply stop matching).
 */
export async function replaceDistricts(tx: DbOrTx, cities: BostaCity[], districts: BostaDistrict[], at: Date): Promise<void> {
  for (const city of cities) {
    await tx
      .insert(bostaCities)
      .values({ ...city, refreshedAt: at })
      .onConflictDoUpdate({ target: bostaCities.id, set: { name: city.name, nameAr: city.nameAr, dropOff: city.dropOff, refreshedAt: at } });
  }
  // In slices: one statement per district would be thousands of round trips.
  for (let start = 0; start < districts.length; start += 500) {
    await tx
      .insert(bostaDistricts)
      .values(districts.slice(start, start + 500).map((district) => ({ ...district, refreshedAt: at })))
      .onConflictDoUpdate({
        target: bostaDistricts.id,
        set: { cityId: sql`excluded.city_id`, name: sql`excluded.name`, nameAr: sql`excluded.name_ar`, dropOff: sql`excluded.drop_off`, refreshedAt: at },
      });
  }
  await tx.delete(bostaDistricts).where(lt(bostaDistricts.refreshedAt, at));
  await tx.delete(bostaCities).where(lt(bostaCities.refreshedAt, at));
}

export async function findChoices(db: DbOrTx, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(districtChoices).where(inArray(districtChoices.key, keys));
  return new Map(rows.map((row) => [row.key, row.districtId]));
}

export async function rememberChoice(db: DbOrTx, key: string, districtId: string): Promise<void> {
  await db
    .insert(districtChoices)
    .values({ key, districtId })
    .onConflictDoUpdate({ target: districtChoices.key, set: { districtId, chosenAt: sql`now()` } });
}
