/** Everything in src/shared, for callers that prefer one import. */
export * from './api-messages';
export * from './governorates';
export * from './messages';
export * from './money';
export * from './order-status';
export * from './phone';
export * from './pricing';
export * from './promo-code';
export * from './shipping-fee';
export * from './sizes';
export * from './schemas/index';
