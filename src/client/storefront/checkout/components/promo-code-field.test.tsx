import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLE } from '../../../../shared/money';
import { messages } from '../../../../shared/messages';
import { welcomeDiscountPiastres } from '../../../../shared/promo-code';
import { promoDiscountPiastres, WELCOME_TERMS } from '../../../../shared/promo-codes';
import { PromoCodeField } from './promo-code-field';
import { applyPromoCode, INITIAL_PROMO, usePromoCode } from './use-promo-code';

afterEach(cleanup);

const SUBTOTAL = 120_000; // 1,200 LE

/** The field plus the discount line the checkout summary shows. */
function Harness() {
  const promo = usePromoCode();
  const discount = promo.applied ? welcomeDiscountPiastres(SUBTOTAL) : 0;
  return (
    <>
      <PromoCodeField promo={promo} />
      <p data-testid="discount">{formatLE(discount)}</p>
    </>
  );
}

const input = () => screen.getByLabelText(messages.promo.label) as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: messages.promo.apply }) as HTMLButtonElement;
const discount = () => screen.getByTestId('discount').textContent;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('promo code on the checkout page', () => {
  it('applies WELCOME10 (trimmed, any case) as 10% and then disables Apply', () => {
    render(<Harness />);
    type('  welcome10 ');
    fireEvent.click(applyButton());
    expect(discount()).toBe('120 LE');
    expect(applyButton().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('answers a second try with the already-used message and keeps the discount', () => {
    render(<Harness />);
    type('WELCOME10');
    fireEvent.click(applyButton());
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(messages.promo.alreadyUsed);
    expect(discount()).toBe('120 LE');
  });

  it('refuses a wrong code with the spec message and a discount of 0', () => {
    render(<Harness />);
    type('SUMMER50');
    fireEvent.click(applyButton());
    expect(screen.getByRole('alert').textContent).toBe(messages.promo.invalid);
    expect(discount()).toBe('0 LE');
    expect(applyButton().disabled).toBe(false);
  });

  it('resets the discount to 0 when a wrong code follows WELCOME10', () => {
    render(<Harness />);
    type('WELCOME10');
    fireEvent.click(applyButton());
    type('SUMMER50');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(messages.promo.invalid);
    expect(discount()).toBe('0 LE');
    expect(applyButton().disabled).toBe(false);
  });

  it('clears its error line after 3 s, and again after a repeated mistake', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      type('SUMMER50');
      fireEvent.click(applyButton());
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByRole('alert').textContent).toBe(messages.promo.invalid);
      fireEvent.click(applyButton());
      act(() => vi.advanceTimersByTime(2900));
      expect(screen.getByRole('alert').textContent).toBe(messages.promo.invalid);
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets the shopper correct a wrong code', () => {
    render(<Harness />);
    type('WELCOME1');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(discount()).toBe('0 LE');
    type('WELCOME10');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(discount()).toBe('120 LE');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('applyPromoCode', () => {
  it('resets the discount on a wrong code and refuses a repeat', () => {
    expect(applyPromoCode(INITIAL_PROMO, 'nope')).toEqual({ applied: false, error: messages.promo.invalid });
    const applied = applyPromoCode(INITIAL_PROMO, 'Welcome10');
    expect(applied).toEqual({ applied: true, error: null });
    expect(applyPromoCode(applied, 'WELCOME10')).toEqual({ applied: true, error: messages.promo.alreadyUsed });
    expect(applyPromoCode(applied, 'SUMMER50')).toEqual({ applied: false, error: messages.promo.invalid });
    expect(applyPromoCode(INITIAL_PROMO, '')).toEqual({ applied: false, error: messages.promo.invalid });
  });
});

describe("the owner's codes on the checkout page", () => {
  const FIXED = { ...WELCOME_TERMS, code: 'SUMMER50', kind: 'fixed' as const, value: 5_000, firstOrderOnly: false, perCustomerLimit: null };

  function ShopHarness() {
    const promo = usePromoCode(async (code) => {
      if (code === 'SUMMER50') return FIXED;
      throw new Error(code === 'GONE' ? 'This code has ended.' : messages.promo.invalid);
    });
    const discount = promo.terms ? promoDiscountPiastres(promo.terms, SUBTOTAL, 9_000) : 0;
    return (
      <>
        <PromoCodeField promo={promo} />
        <p data-testid="discount">{formatLE(discount)}</p>
      </>
    );
  }

  it("applies a code the shop accepts, folded, and says what it gives", async () => {
    render(<ShopHarness />);
    type(' summer 50');
    fireEvent.click(applyButton());
    expect((await screen.findByRole('status')).textContent).toBe('SUMMER50 applied: 50 LE off');
    expect(discount()).toBe('50 LE');
    expect(applyButton().disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(messages.promo.alreadyUsed);
  });

  it("shows the shop's refusal and resets the discount to 0", async () => {
    render(<ShopHarness />);
    type('SUMMER50');
    fireEvent.click(applyButton());
    await screen.findByRole('status');
    type('gone');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('This code has ended.');
    expect(discount()).toBe('0 LE');
  });
});
