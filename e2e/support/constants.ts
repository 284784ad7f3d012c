export const E2E_ADMIN_EMAIL = 'admin@shop.test';

/**
 * The shop settings the e2e server starts with: a WhatsApp number and an e-mail, so the chat
 * link and the contact pages have something to show; no name (the header shows the neutral
 * fallback). Test data, not the shop's: a real shop starts with every setting empty.
 */
export const E2E_SHOP_SETTINGS = { whatsappNumber: '01000000000', email: 'support@shop.test' } as const;
