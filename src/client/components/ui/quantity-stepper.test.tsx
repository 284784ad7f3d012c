import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

function Harness({ initial, max, busy }: { initial: number; max?: number; busy?: boolean }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper label="Quantity of Shirt" value={value} onChange={setValue} max={max} busy={busy} />;
}

const minus = () => screen.getByRole('button', { name: messages.cart.decrease }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: messages.cart.increase }) as HTMLButtonElement;
const shown = () => screen.getByRole('group', { name: 'Quantity of Shirt' }).querySelector('output')?.textContent;

describe('QuantityStepper', () => {
  it('disables minus at 1 and never goes below 1', () => {
    render(<Harness initial={2} />);
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(shown()).toBe('1');
    expect(minus().disabled).toBe(true);
    fireEvent.click(minus());
    expect(shown()).toBe('1');
  });

  it('steps up until the maximum', () => {
    render(<Harness initial={1} max={3} />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(shown()).toBe('3');
    expect(plus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(shown()).toBe('3');
  });

  it('disables both buttons while busy and reports nothing', () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity of Shirt" value={2} onChange={onChange} busy />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    fireEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
  });

  it('asks for exactly one more or one less', () => {
    const onChange = vi.fn();
    render(<QuantityStepper label="Quantity of Shirt" value={4} onChange={onChange} />);
    fireEvent.click(plus());
    fireEvent.click(minus());
    expect(onChange.mock.calls).toEqual([[5], [3]]);
  });
});
