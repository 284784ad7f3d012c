import { describe, expect, it } from 'vitest';
import { pathInLanguage, splitLanguagePath } from './language';

describe('language paths', () => {
  it('reads the language from the /ar prefix and gives back the path the spec names', () => {
    expect(splitLanguagePath('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(splitLanguagePath('/ar/productDetails/p1')).toEqual({ language: 'ar', path: '/productDetails/p1' });
    expect(splitLanguagePath('/cart')).toEqual({ language: 'en', path: '/cart' });
    // A path that only starts with the letters is English.
    expect(splitLanguagePath('/archive')).toEqual({ language: 'en', path: '/archive' });
  });

  it('puts a path (with its query) in a language, and back', () => {
    expect(pathInLanguage('ar', '/')).toBe('/ar');
    expect(pathInLanguage('ar', '/search?q=فستان')).toBe('/ar/search?q=فستان');
    expect(pathInLanguage('en', '/cart')).toBe('/cart');
    expect(splitLanguagePath(pathInLanguage('ar', '/my-orders')).path).toBe('/my-orders');
  });
});
