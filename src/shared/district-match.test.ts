import { describe, expect, it } from 'vitest';
import { bestDistrict, choiceKey, nameScore, normaliseName } from './district-match';

const list = [
  { id: 'nasr', name: 'Nasr City', nameAr: 'مدينة نصر', cityName: 'Cairo', cityNameAr: 'القاهرة' },
  { id: 'maadi', name: 'Maadi', nameAr: 'المعادي', cityName: 'Cairo', cityNameAr: 'القاهرة' },
  { id: 'heliopolis', name: 'Heliopolis', nameAr: 'مصر الجديدة', cityName: 'Cairo', cityNameAr: 'القاهرة' },
  { id: 'dokki', name: 'Dokki', nameAr: 'الدقي', cityName: 'Giza', cityNameAr: 'الجيزة' },
  { id: 'october', name: '6th of October', nameAr: 'السادس من أكتوبر', cityName: 'Giza', cityNameAr: 'الجيزة' },
  { id: 'smouha', name: 'Smouha', nameAr: 'سموحة', cityName: 'Alexandria', cityNameAr: 'الإسكندرية' },
];

describe('district matching', () => {
  it('reads Arabic the forgiving way: hamza forms, teh marbuta, diacritics and tatweel', () => {
    expect(normaliseName('الإسكندريـــة')).toBe(normaliseName('الاسكندريه'));
    expect(normaliseName('مَدِينَة نصر')).toBe('مدينه نصر');
  });

  it('finds the district in either language, with or without the article or "city"', () => {
    expect(bestDistrict('Cairo', 'Nasr City', list)?.district.id).toBe('nasr');
    expect(bestDistrict('Cairo', 'nasr', list)?.district.id).toBe('nasr');
    expect(bestDistrict('Cairo', 'مدينه نصر', list)?.district.id).toBe('nasr');
    expect(bestDistrict('Cairo', 'المعادى', list)?.district.id).toBe('maadi');
    expect(bestDistrict('Cairo', 'el maadi', list)?.district.id).toBe('maadi');
    expect(bestDistrict('Giza', 'الدقى', list)?.district.id).toBe('dokki');
    expect(bestDistrict('Alexandria', 'Smoha', list)?.district.id).toBe('smouha');
  });

  it('keeps to the governorate, and proposes nothing for an address it cannot place', () => {
    expect(bestDistrict('Giza', 'Maadi', list)?.district.id).toBe('maadi'); // only when nothing in Giza fits
    expect(bestDistrict('Cairo', 'Tanta downtown', list)).toBeUndefined();
    expect(nameScore('Nasr City', 'Nasr City')).toBe(1);
  });

  it('remembers a choice by the address however it is written', () => {
    expect(choiceKey('Cairo', 'El Maadi ')).toBe(choiceKey('cairo', 'maadi'));
    expect(choiceKey('Cairo', 'المعادي')).toBe(choiceKey('Cairo', 'معادى'));
  });
});
