import { beforeEach, describe, expect, it } from 'vitest';
import { rememberPageSeen, rememberReturnTo, takeReturnTo } from './sign-in-return';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('where a sign-in returns to', () => {
  it('goes to the page named in the router state (a guard, the checkout link)', () => {
    rememberPageSeen('/cart');
    rememberReturnTo({ returnTo: '/create-order' });
    expect(takeReturnTo()).toBe('/create-order');
    // Taken once: a later sign-in without a reason goes home.
    expect(takeReturnTo()).toBe('/home');
  });

  it('goes back to the last page seen in this tab when /login was typed by hand', () => {
    rememberPageSeen('/create-order');
    rememberPageSeen('/login');
    rememberPageSeen('/confirmEmail?x=1');
    rememberReturnTo(null);
    expect(takeReturnTo()).toBe('/create-order');
  });

  it('keeps the query of the page seen', () => {
    rememberPageSeen('/search?q=linen%20shirt');
    rememberReturnTo(undefined);
    expect(takeReturnTo()).toBe('/search?q=linen%20shirt');
  });

  it('goes home without a page seen, and never off the shop', () => {
    rememberReturnTo(null);
    expect(takeReturnTo()).toBe('/home');
    for (const crafted of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/login']) {
      rememberReturnTo({ returnTo: crafted });
      expect(takeReturnTo(), crafted).toBe('/home');
    }
    rememberPageSeen('//evil.example/x');
    rememberReturnTo(null);
    expect(takeReturnTo()).toBe('/home');
  });
});
