/**
 * How shoppers reach the shop, from the owner's settings (src/client/lib/shop-settings.ts):
 * read at run time, so a change in the admin shows without a rebuild. Each helper answers
 * undefined when its setting is empty, and the caller then shows nothing: the shop never
 * shows an invented number or address.
 */
// From the phone rules, not the settings schema: that one brings zod into every storefront page.
import { formatEgyptianPhone, whatsappDigits } from '../../../shared/phone';
import type { ShopSettings } from '../../lib/shop-settings';

type Settings = ShopSettings | undefined;

/** A wa.me link to the shop's WhatsApp (digits with the country code; wa.me refuses "+" and spaces). */
export const whatsappUrl = (settings: Settings, text?: string): string | undefined =>
  settings?.whatsappNumber ? `https://wa.me/${whatsappDigits(settings.whatsappNumber)}${text ? `?text=${encodeURIComponent(text)}` : ''}` : undefined;

export const mailtoUrl = (settings: Settings, subject?: string): string | undefined =>
  settings?.email ? `mailto:${settings.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}` : undefined;

/** tel: link in international form, so it dials from a foreign SIM too. */
export const telUrl = (phone: string): string => `tel:+20${phone.replace(/^0/, '')}`;

/** '01012345678' -> '+20 101 234 5678'. */
export const formatPhoneForDisplay = formatEgyptianPhone;
