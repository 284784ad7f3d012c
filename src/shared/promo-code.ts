/** The first-order code the banner and popup advertise. */
export const WELCOME_CODE = 'WELCOME10';
export const WELCOME_DISCOUNT_PERCENT = 10;

/** Shoppers paste codes with stray spaces and in any case; both are forgiven. */
export const isWelcomeCode = (input: string | null | undefined): boolean =>
  typeof input === 'string' && input.trim().toUpperCase() === WELCOME_CODE;

/** 10% of the cart total, rounded to the whole piastre. */
export const welcomeDiscountPiastres = (subtotalPiastres: number): number => {
  const discount = Math.round((subtotalPiastres * WELCOME_DISCOUNT_PERCENT) / 100);
  return discount === 0 ? 0 : discount;
};
