import { describe, expect, it } from 'vitest';
import { allSizesSoldOut, firstAvailableSize, sizeOptions } from './size-quantity';
import { imageWidths } from '../../lib/catalogue';

describe('size options', () => {
  it('lists the sizes smallest first, whatever order the server sent', () => {
    const options = sizeOptions([
      { size: 'xl', quantity: 2 },
      { size: 'xs', quantity: 0 },
      { size: 'm', quantity: 4 },
    ]);
    expect(options).toEqual([
      { size: 'xs', quantity: 0 },
      { size: 'm', quantity: 4 },
      { size: 'xl', quantity: 2 },
    ]);
  });

  it('preselects the first size with stock above 0', () => {
    expect(firstAvailableSize(sizeOptions([{ size: 'xs', quantity: 0 }, { size: 'l', quantity: 1 }]))).toBe('l');
    expect(firstAvailableSize(sizeOptions([{ size: 'xs', quantity: 0 }]))).toBeUndefined();
  });

  it('is sold out only when every size is at 0', () => {
    expect(allSizesSoldOut(sizeOptions([{ size: 's', quantity: 0 }, { size: 'm', quantity: 0 }]))).toBe(true);
    expect(allSizesSoldOut(sizeOptions([{ size: 's', quantity: 0 }, { size: 'm', quantity: 1 }]))).toBe(false);
    expect(allSizesSoldOut([])).toBe(true);
  });
});

describe('image widths', () => {
  it('builds a srcset from the 640 px WebP', () => {
    expect(imageWidths('http://x/media/a/b-640.webp')).toEqual({
      src: 'http://x/media/a/b-640.webp',
      srcSet: 'http://x/media/a/b-320.webp 320w, http://x/media/a/b-640.webp 640w, http://x/media/a/b-1200.webp 1200w',
    });
  });

  it('leaves other images alone', () => {
    expect(imageWidths('https://cdn.example/pic.jpg')).toEqual({ src: 'https://cdn.example/pic.jpg' });
  });
});
