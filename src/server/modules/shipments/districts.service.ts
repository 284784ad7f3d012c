/**
 * Bosta's cities and districts (issue 35): kept in the shop, refreshed by a daily job and on
 * demand, and matched to each order's governorate and city text; the desk's choice is
 * remembered for the same text.
 */
import { recordAudit } from '../audit';
import type { DistrictAnswer, DistrictMatchAnswer } from '../../../shared/contract/shipments';
import { bestDistrict, choiceKey, normaliseName } from '../../../shared/district-match';
import type { DbOrTx } from '../../db/client';
import type { App } from '../../types';
import { findOrdersByIds } from './handoff.repository';
import { findAllDistricts, findChoices, replaceDistricts, type ListedDistrictRow } from './districts.repository';
import { bostaOf } from './couriers/index';
import type { BostaDistrict } from './couriers/bosta';

const answerOf = (row: ListedDistrictRow): DistrictAnswer => ({
  districtId: row.id,
  districtName: row.name,
  districtNameAr: row.nameAr,
  cityName: row.cityName,
  cityNameAr: row.cityNameAr,
});

export const serviceable = (row: ListedDistrictRow | undefined): boolean => Boolean(row?.dropOff && row.cityDropOff);

/** Reads Bosta's whole list again and replaces the shop's copy. */
export async function refreshDistricts(app: App): Promise<{ cities: number; districts: number }> {
  const bosta = bostaOf(app);
  const cities = await bosta.client.cities();
  const districts: BostaDistrict[] = [];
  for (const city of cities) districts.push(...(await bosta.client.districts(city.id)));
  const at = app.deps.clock.now();
  await app.deps.db.transaction(async (tx) => {
    await replaceDistricts(tx, cities, districts, at);
    // By the desk's button (a staff member) or the weekly job (the shop itself, `system`).
    await recordAudit(tx, {
      action: 'shipment.districts',
      entity: 'shipment',
      summary: { code: 'shipment.districtsRefreshed', params: { cities: cities.length, districts: districts.length } },
      changes: { districts: { before: null, after: districts.length } },
      at,
    });
  });
  return { cities: cities.length, districts: districts.length };
}

export type ProposedDistrict = { district: ListedDistrictRow; score: number } | undefined;

/** The proposal for an address: the desk's remembered choice first (score 1), else the best match. */
export function proposeDistrict(all: ListedDistrictRow[], choices: Map<string, string>, governorate: string, city: string): ProposedDistrict {
  const chosen = choices.get(choiceKey(governorate, city));
  const remembered = chosen ? all.find((row) => row.id === chosen) : undefined;
  if (remembered) return { district: remembered, score: 1 };
  return bestDistrict(governorate, city, all);
}

export async function matchDistricts(db: DbOrTx, orderIds: string[]): Promise<DistrictMatchAnswer[]> {
  const [orders, all] = [await findOrdersByIds(db, orderIds), await findAllDistricts(db)];
  const choices = await findChoices(db, orders.map((order) => choiceKey(order.governorate, order.city)));
  return orders.map((order) => {
    const proposal = proposeDistrict(all, choices, order.governorate, order.city);
    return {
      _id: order.id,
      governorate: order.governorate,
      city: order.city,
      match: proposal ? { ...answerOf(proposal.district), score: proposal.score } : null,
      serviceable: serviceable(proposal?.district),
    };
  });
}

/** Districts whose name, or whose city's name, holds every word of the query, in either language. */
export async function searchDistricts(db: DbOrTx, query: string): Promise<Array<DistrictAnswer & { serviceable: boolean }>> {
  const words = normaliseName(query).split(' ').filter(Boolean);
  const all = await findAllDistricts(db);
  return all
    .filter((row) => {
      const haystack = normaliseName(`${row.name} ${row.nameAr} ${row.cityName} ${row.cityNameAr}`);
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, 50)
    .map((row) => ({ ...answerOf(row), serviceable: serviceable(row) }));
}
