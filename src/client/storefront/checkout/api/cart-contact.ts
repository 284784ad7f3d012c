import { useEffect, useRef } from 'react';
import { callApi, endpoints } from '../../../lib/api-client';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Keeps the e-mail typed at checkout with the cart (once the shopper pauses typing), so the shop
 * can send one reminder if the cart is left behind. Best effort: a failure changes nothing here.
 */
export function useCartContact(email: string | undefined): void {
  const sent = useRef('');
  useEffect(() => {
    const address = (email ?? '').trim().toLowerCase();
    if (!LOOKS_LIKE_EMAIL.test(address) || address === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = address;
      callApi(endpoints.abandonedCarts.contact, { body: { email: address } }).catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [email]);
}
