/**
 * The contact form only accepts the four mobile prefixes (010, 011, 012, 015), while
 * checkout is looser (01 plus nine digits): the spec gives the two forms different rules,
 * and an order must not be refused over a number the courier can still call.
 */
export const CONTACT_PHONE_PATTERN = /^01[0125]\d{8}$/;
export const CHECKOUT_PHONE_PATTERN = /^01\d{9}$/;

export const isContactPhone = (value: string): boolean => CONTACT_PHONE_PATTERN.test(value);
export const isCheckoutPhone = (value: string): boolean => CHECKOUT_PHONE_PATTERN.test(value);

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits, as Arabic phone keyboards type them.
const toWesternDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/**
 * An Egyptian mobile number as people write it, in the one form the shop stores and compares:
 * `01XXXXXXXXX`. Spaces, dashes, dots and brackets are ignored, and the country code may come as
 * `+20`, `0020` or `20` (with or without the leading 0 of the local number), so
 * `+20 101 234 5678`, `0020-1012345678` and `0101-234-5678` are all `01012345678`.
 * Returns undefined when what remains is not 01 followed by nine digits.
 */
export function normalizeEgyptianPhone(input: string): string | undefined {
  const compact = toWesternDigits(input.trim()).replace(/[\s\-.()\u200e\u200f]/g, '');
  const local = compact.replace(/^(?:\+|00)?20(?=1\d{9}$|01\d{9}$)/, '').replace(/^(?=1\d{9}$)/, '0');
  return CHECKOUT_PHONE_PATTERN.test(local) ? local : undefined;
}

/** wa.me wants the number with its country code and digits only: 01012345678 -> 201012345678. */
export const whatsappDigits = (phone: string): string => `20${phone.replace(/^0/, '')}`;

/** '01012345678' -> '+20 101 234 5678', as the storefront and packing slips show it. */
export const formatEgyptianPhone = (phone: string): string => {
  const match = /^0(1\d)(\d)(\d{3})(\d{4})$/.exec(phone);
  return match ? `+20 ${match[1]}${match[2]} ${match[3]} ${match[4]}` : phone;
};
