import { describe, expect, it } from 'vitest';
import type { District } from './district-search';
import { placementOf, type DistrictMatch, type HandoffOrder } from './handoff-review';

const order: HandoffOrder = { _id: 'o1', orderNumber: 1001, city: 'Zamalek', governorate: 'Cairo' };
const zamalek: District = { districtId: 'Zm3', districtName: 'Zamalek', districtNameAr: 'الزمالك', cityName: 'Cairo', cityNameAr: 'القاهرة' };
const badr: District = { districtId: 'bQ7', districtName: 'Badr City', districtNameAr: 'مدينة بدر', cityName: 'Cairo', cityNameAr: 'القاهرة' };
const matches = (match: DistrictMatch) => new Map([[match._id, match]]);

describe('where an order goes with Bosta', () => {
  it('takes the proposed district and whether Bosta serves it', () => {
    expect(placementOf(order, matches({ _id: 'o1', match: { ...zamalek, score: 0.9 }, serviceable: true }), new Map())).toEqual({ district: { ...zamalek, score: 0.9 }, serviceable: true, chosen: false });
    expect(placementOf(order, matches({ _id: 'o1', match: { ...badr, score: 1 }, serviceable: false }), new Map())).toMatchObject({ district: { districtId: badr.districtId }, serviceable: false });
  });

  it('has no district when nothing matched or the order was not matched at all', () => {
    expect(placementOf(order, matches({ _id: 'o1', match: null, serviceable: false }), new Map())).toEqual({ district: null, serviceable: false, chosen: false });
    expect(placementOf(order, new Map(), new Map())).toEqual({ district: null, serviceable: false, chosen: false });
  });

  it("prefers the desk's choice over the proposal, served unless the search said otherwise", () => {
    const proposed = matches({ _id: 'o1', match: { ...badr, score: 1 }, serviceable: false });
    expect(placementOf(order, proposed, new Map([['o1', zamalek]]))).toEqual({ district: zamalek, serviceable: true, chosen: true });
    expect(placementOf(order, proposed, new Map([['o1', { ...badr, serviceable: false }]]))).toMatchObject({ serviceable: false, chosen: true });
  });
});
