import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { english, selectMessages } from '../../../../shared/messages';
import { arabicMessages } from '../../../../shared/messages-ar';
import { SIZES } from '../../../../shared/sizes';
import { testProduct } from '../../../components/catalog/test-products';

afterEach(cleanup);
afterAll(() => selectMessages(english));

/** Every text a reader or a screen reader meets: text nodes and the labelling attributes. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) texts.push(node.textContent.trim());
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) texts.push(value.trim());
    }
  }
  return texts;
}

// Sizes are written in Latin letters in both languages (S, M, XL): the only Latin words allowed.
const SIZE_WORDS = new Set(SIZES.map((size) => size.toUpperCase()));
// A keyboard shortcut is named by its keys (sonner's toasts region says "alt+T"), Latin on Arabic keyboards too.
const withoutShortcuts = (text: string) => text.replace(/\balt\+[A-Z]\b/g, '');
const latinWords = (text: string) => (withoutShortcuts(text).match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !SIZE_WORDS.has(word.toUpperCase()));

describe('the product page in Arabic', () => {
  it('show no English word: a hard-coded English label (the stepper\'s "Quantity" was one) fails here', async () => {
    // The page's language is chosen before any component module reads its texts, as the client's start does.
    selectMessages(arabicMessages);
    const { ProductInfo } = await import('./product-info');
    const product = testProduct({ titleAr: 'قميص كتان', descriptionAr: 'قميص كتان خفيف.' });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <ProductInfo product={product} />
      </QueryClientProvider>,
    );
    const texts = shownTexts(container);
    expect(texts).toContain(arabicMessages.cart.quantity);
    expect(texts.filter((text) => latinWords(text).length > 0)).toEqual([]);
  });
});
