import { describe, expect, it } from 'vitest';
import { GOVERNORATES, isGovernorate } from './governorates';

describe('governorates', () => {
  it('lists the 27 governorates in the spec order', () => {
    expect(GOVERNORATES).toEqual([
      'Cairo', 'Alexandria', 'Giza', 'Qalyubia', 'Dakahlia', 'Sharqia', 'Gharbia', 'Minya', 'Assiut',
      'Fayoum', 'Beni Suef', 'Sohag', 'Qena', 'Aswan', 'Luxor', 'Red Sea', 'New Valley', 'North Sinai',
      'South Sinai', 'Matruh', 'Beheira', 'Ismailia', 'Suez', 'Port Said', 'Damietta', 'Kafr El Sheikh',
      'Monufia',
    ]);
    expect(new Set(GOVERNORATES).size).toBe(27);
  });

  it('accepts exactly the listed names', () => {
    for (const name of GOVERNORATES) expect(isGovernorate(name)).toBe(true);
    for (const value of ['cairo', 'Alexandria ', 'Paris', '', null, 0]) expect(isGovernorate(value)).toBe(false);
  });
});
