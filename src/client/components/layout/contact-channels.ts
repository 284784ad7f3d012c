/**
 * How shoppers reach the shop. Both are build-time settings (Vite inlines `VITE_*` variables
 * when the client is built), so a deployment sets them in `.env` before `npm run build`.
 */
const DEFAULT_WHATSAPP_NUMBER = '201000000000';
const DEFAULT_SUPPORT_EMAIL = 'support@shop.example';

const digitsOnly = (value: unknown): string => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** Digits only, with the country code (wa.me refuses "+" and spaces). */
export const whatsappNumber: string = digitsOnly(import.meta.env.VITE_WHATSAPP_NUMBER) || DEFAULT_WHATSAPP_NUMBER;

export const supportEmail: string =
  (typeof import.meta.env.VITE_SUPPORT_EMAIL === 'string' && import.meta.env.VITE_SUPPORT_EMAIL.trim()) || DEFAULT_SUPPORT_EMAIL;

export const whatsappUrl = (text?: string): string =>
  `https://wa.me/${whatsappNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export const mailtoUrl = (subject?: string): string =>
  `mailto:${supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** "+20 100 000 0000" for an Egyptian number, "+<digits>" otherwise. */
export const formatPhoneForDisplay = (digits: string): string => {
  const egyptian = /^20(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return egyptian ? `+20 ${egyptian[1]} ${egyptian[2]} ${egyptian[3]}` : `+${digits}`;
};
