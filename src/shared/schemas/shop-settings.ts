/**
 * The shop's own details, set by the owner in the admin (no rebuild): one schema for the
 * settings form, the PUT route and the tests. Every field may stay empty until the owner
 * fills it in; an empty field is stored as null and the storefront hides what uses it.
 */
import { z } from 'zod';
import { normalizeEgyptianPhone } from '../phone';
import { messages } from '../messages';
import { worded } from './worded';
import { stripBidiControls } from './bidi';
import { EMAIL_MAX } from './fields';

// The page's language in a browser (shopSettingsMessages would be English on every page).
const m = messages.shopSettings;

/** Trimmed text; '' (an emptied form field), null and missing all mean "not set". */
const optional = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value ? stripBidiControls(value).trim() : '') || null)
    .pipe(z.string().max(max, { error: worded((t) => t.api.validation.tooLong(max)) }).nullable());

/** An Egyptian mobile as people write it (`+20 101 234 5678`, `0101-234-5678`), stored as `01XXXXXXXXX`. */
const optionalPhone = () =>
  optional(40).transform((value, ctx) => {
    if (value === null) return null;
    const phone = normalizeEgyptianPhone(value);
    if (phone) return phone;
    ctx.issues.push({ code: 'custom', input: value, message: m.invalidPhone });
    return z.NEVER;
  });

/** An https (or http) page address; anything else (javascript:, data:) is refused. */
const optionalUrl = () =>
  optional(300).pipe(
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.invalidUrl })
      .nullable(),
  );

export const shopSettingsSchema = z.object({
  shopName: optional(60),
  phone: optionalPhone(),
  email: optional(EMAIL_MAX).pipe(z.email({ error: m.invalidEmail }).nullable()).transform((value) => value?.toLowerCase() ?? null),
  whatsappNumber: optionalPhone(),
  address: optional(300),
  openingHours: optional(200),
  facebookUrl: optionalUrl(),
  instagramUrl: optionalUrl(),
  tiktokUrl: optionalUrl(),
});

export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;
export type ShopSettingsValues = z.output<typeof shopSettingsSchema>;

/** The fields of the form, in the order it shows them. */
export const SHOP_SETTINGS_FIELDS = Object.keys(shopSettingsSchema.shape) as Array<keyof ShopSettingsValues>;

/** Settings a shopper would miss: the dashboard's notice names the unset ones. */
export const ESSENTIAL_SETTINGS = ['shopName', 'phone', 'email', 'whatsappNumber'] as const;
