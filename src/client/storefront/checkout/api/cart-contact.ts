import { useEffect, useRef } from 'react';
import { callApi, endpoints } from '../../../lib/api-client';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Keeps the e-mail (and phone, once typed) entered at checkout with the cart when the shopper
 * pauses typing, so the shop can send one reminder if the cart is left behind (by e-mail, and
 * on WhatsApp when the shop set it up). Best effort: a failure changes nothing here.
 */
export function useCartContact(email: string | undefined, phone: string | undefined): void {
  const sent = useRef('');
  useEffect(() => {
    const address = (email ?? '').trim().toLowerCase();
    const number = (phone ?? '').trim();
    const key = `${address}|${number}`;
    if (!LOOKS_LIKE_EMAIL.test(address) || key === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = key;
      callApi(endpoints.abandonedCarts.contact, { body: { email: address, ...(number ? { phone: number } : {}) } }).catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [email, phone]);
}
