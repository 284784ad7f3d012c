import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIRMATION_SETTINGS } from '../../../shared/confirmation';
import { DEFAULT_RETURN_POLICY } from '../../../shared/returns';
import { messages } from '../../../shared/messages';
import { paths } from '../../paths';
import { formatPhoneForDisplay, mailtoUrl, whatsappUrl } from './contact-channels';
import { footerLinkGroups, headerLinks } from './nav-links';

describe('chrome links', () => {
  it('gives the footer exactly the eight links of the spec', () => {
    const targets = footerLinkGroups.flatMap((group) => group.links.map((link) => link.to));
    expect(targets).toEqual([
      paths.home,
      paths.allCategories,
      paths.collections,
      paths.cart,
      paths.returns,
      paths.shipping,
      paths.faq,
      paths.policy,
    ]);
  });

  it('shows Orders in the header only to signed-in shoppers', () => {
    expect(headerLinks(false).map((link) => link.to)).toEqual([paths.home, paths.collections, paths.allCategories, paths.contact]);
    expect(headerLinks(true).map((link) => link.to)).toEqual([
      paths.home,
      paths.collections,
      paths.allCategories,
      paths.myOrders,
      paths.contact,
    ]);
    expect(headerLinks(true).find((link) => link.to === paths.collections)?.label).toBe('Shop All');
  });
});

describe('contact channels', () => {
  const unset = {
    shopName: null, phone: null, email: null, whatsappNumber: null, address: null, openingHours: null,
    facebookUrl: null, instagramUrl: null, tiktokUrl: null, logo: null, ...DEFAULT_CONFIRMATION_SETTINGS, ...DEFAULT_RETURN_POLICY,
  };
  const set = { ...unset, whatsappNumber: '01012345678', email: 'hello@shop.eg' };

  it('builds wa.me and mailto links from the owner\'s settings, encoding their text', () => {
    expect(whatsappUrl(set)).toBe('https://wa.me/201012345678');
    expect(whatsappUrl(set, 'Order #12 & size')).toBe('https://wa.me/201012345678?text=Order%20%2312%20%26%20size');
    expect(mailtoUrl(set, 'Exchange request')).toBe('mailto:hello@shop.eg?subject=Exchange%20request');
  });

  it('gives no link at all while a setting is empty (never an invented number)', () => {
    expect(whatsappUrl(unset)).toBeUndefined();
    expect(whatsappUrl(undefined)).toBeUndefined();
    expect(mailtoUrl(unset)).toBeUndefined();
  });

  it('writes Egyptian numbers the way people read them', () => {
    expect(formatPhoneForDisplay('01001234567')).toBe('+20 100 123 4567');
  });
});

describe('layout messages', () => {
  it('names the cart link with a correct plural', () => {
    expect(messages.layout.cartWithCount(0)).toBe('Cart, 0 items');
    expect(messages.layout.cartWithCount(1)).toBe('Cart, 1 item');
    expect(messages.layout.cartWithCount(3)).toBe('Cart, 3 items');
    expect(messages.layout.freeShippingBanner('1,350 LE')).toBe('Free shipping on orders of 1,350 LE or more');
    expect(messages.layout.welcomeBanner('WELCOME10', 10)).toBe('10% off your first order with code WELCOME10');
  });
});
