export * from './auth';
export * from './catalog';
export * from './cart';
export * from './orders';
