/** Egypt's 27 governorates, in the order the checkout dropdown lists them. */
export const GOVERNORATES = [
  'Cairo',
  'Alexandria',
  'Giza',
  'Qalyubia',
  'Dakahlia',
  'Sharqia',
  'Gharbia',
  'Minya',
  'Assiut',
  'Fayoum',
  'Beni Suef',
  'Sohag',
  'Qena',
  'Aswan',
  'Luxor',
  'Red Sea',
  'New Valley',
  'North Sinai',
  'South Sinai',
  'Matruh',
  'Beheira',
  'Ismailia',
  'Suez',
  'Port Said',
  'Damietta',
  'Kafr El Sheikh',
  'Monufia',
] as const;
export type Governorate = (typeof GOVERNORATES)[number];

export const isGovernorate = (value: unknown): value is Governorate =>
  typeof value === 'string' && (GOVERNORATES as readonly string[]).includes(value);
