export const E2E_ADMIN_EMAIL = 'admin@shop.test';
