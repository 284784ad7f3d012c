import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages';
import { Field, FilePicker } from './form-field';

afterEach(cleanup);

describe('FilePicker', () => {
  it('is the labelled file input, and says in the shop texts what is chosen', () => {
    const onChange = vi.fn();
    render(
      <Field id="images" label="Images">
        <FilePicker id="images" accept="image/*" multiple onChange={onChange} />
      </Field>,
    );
    const input = screen.getByLabelText('Images') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(screen.getByText(messages.common.chooseFiles)).toBeTruthy();
    expect(screen.getByText(messages.common.noFileChosen)).toBeTruthy();

    const files = [new File(['a'], 'front.webp', { type: 'image/webp' }), new File(['b'], 'back.webp', { type: 'image/webp' })];
    fireEvent.change(input, { target: { files } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText(`front.webp${messages.format.separator}back.webp`)).toBeTruthy();
    expect(screen.queryByText(messages.common.noFileChosen)).toBeNull();
  });

  it('names its button for one file when it takes one', () => {
    render(<FilePicker aria-label="Size chart" />);
    expect(screen.getByText(messages.common.chooseFile)).toBeTruthy();
    expect(screen.getByLabelText('Size chart')).toBeTruthy();
  });
});
