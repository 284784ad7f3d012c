export * from './auth';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './shop-settings';
export * from './blocklist';
export * from './whatsapp';
export * from './shipments';
