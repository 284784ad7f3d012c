import { z } from 'zod';
import { shopSettingsSchema } from '../schemas/shop-settings';
import { confirmationSettingsSchema } from '../schemas/confirmation';
import { CONFIRM_RULES } from '../confirmation';
import { RETURN_REASONS } from '../returns';
import { returnPolicySchema } from '../schemas/returns';
import { route } from './route';

const text = z.string().nullable();

/** The owner's settings as everyone reads them: every field null until it is filled in. */
export const shopSettingsAnswer = z.object({
  shopName: text,
  phone: text.describe('01XXXXXXXXX'),
  email: text,
  whatsappNumber: text.describe('01XXXXXXXXX'),
  address: text,
  openingHours: text,
  facebookUrl: text,
  instagramUrl: text,
  tiktokUrl: text,
  logo: z.object({ secure_url: z.string(), srcset: z.string() }).nullable(),
  // Order confirmation (issue 34): who must confirm, the amount of `above` (LE), hours before an
  // unconfirmed order is cancelled (0 never; a reminder at half), refusals before a phone is blocked (0 never).
  confirmRule: z.enum(CONFIRM_RULES),
  confirmAbove: z.number(),
  autoCancelHours: z.number().int(),
  autoBlockRefusals: z.number().int(),
  // Returns (issue 36): days after delivery, the reasons offered, those the customer pays the
  // return shipping for (the shop pays the rest), whether an exchange ships free.
  returnWindowDays: z.number().int(),
  returnReasons: z.array(z.enum(RETURN_REASONS)),
  customerPaysReturnFor: z.array(z.enum(RETURN_REASONS)),
  exchangeShipsFree: z.boolean(),
});
export type ShopSettingsAnswer = z.output<typeof shopSettingsAnswer>;

const settingsAnswer = z.object({ settings: shopSettingsAnswer });

/** The shop's name, contacts and logo: read by the storefront, changed by the admin without a rebuild. */
export const shopSettings = {
  publicSettings: route({
    method: 'GET',
    path: '/shop-settings',
    access: 'public',
    summary: "The shop's name, logo, contacts, hours and social links (cached; cleared when saved)",
    responses: { 200: settingsAnswer },
  }),
  adminSettings: route({
    method: 'GET',
    path: '/admin/shop-settings',
    access: 'admin',
    permission: 'settings',
    summary: 'The shop settings, uncached, for the settings form',
    responses: { 200: settingsAnswer },
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/admin/shop-settings',
    access: 'admin',
    permission: 'settings',
    summary: 'Save every text setting at once (empty fields are cleared) and the confirmation and returns settings (those not sent are kept)',
    body: shopSettingsSchema.extend(confirmationSettingsSchema.shape).extend(returnPolicySchema.shape),
    responses: { 200: z.object({ message: z.string(), settings: shopSettingsAnswer }) },
  }),
  uploadLogo: route({
    method: 'PUT',
    path: '/admin/shop-settings/logo',
    access: 'admin',
    permission: 'settings',
    summary: 'Replace the logo: multipart {logo}, re-encoded like product pictures',
    multipart: true,
    responses: { 200: z.object({ message: z.string(), settings: shopSettingsAnswer }) },
  }),
  removeLogo: route({
    method: 'DELETE',
    path: '/admin/shop-settings/logo',
    access: 'admin',
    permission: 'settings',
    summary: 'Remove the logo (the header shows the name again)',
    responses: { 200: z.object({ message: z.string(), settings: shopSettingsAnswer }) },
  }),
} as const;
