/**
 * The contact form only accepts the four mobile prefixes (010, 011, 012, 015), while
 * checkout is looser (01 plus nine digits): the spec gives the two forms different rules,
 * and an order must not be refused over a number the courier can still call.
 */
export const CONTACT_PHONE_PATTERN = /^01[0125]\d{8}$/;
export const CHECKOUT_PHONE_PATTERN = /^01\d{9}$/;

export const isContactPhone = (value: string): boolean => CONTACT_PHONE_PATTERN.test(value);
export const isCheckoutPhone = (value: string): boolean => CHECKOUT_PHONE_PATTERN.test(value);
