import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useImmediateValue } from './use-immediate-value';

afterEach(cleanup);

/** A checkbox bound to a source that, like the URL during a navigation, has not changed yet. */
function Box({ source, onChange = () => {} }: { source: boolean; onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useImmediateValue(source);
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      In stock
    </label>
  );
}

describe('a control bound to the URL', () => {
  it('shows the click at once, before its source has caught up', () => {
    const asked: boolean[] = [];
    render(<Box source={false} onChange={(checked) => asked.push(checked)} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock' }));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(asked).toEqual([true]);
  });

  it('follows its source when the source changes (Back, a shared link, Clear filters)', () => {
    const { rerender } = render(<Box source={false} />);
    fireEvent.click(screen.getByRole('checkbox'));
    rerender(<Box source={true} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    rerender(<Box source={false} />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
