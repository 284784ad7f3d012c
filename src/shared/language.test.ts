import { describe, expect, it } from 'vitest';
import { pathInLanguage, safeLocalPath, splitLanguagePath } from './language';

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

  it('never makes a path that leaves the site: leading slashes in any spelling become one', () => {
    for (const hostile of ['//evil.example/', '/\\evil.example/', '\\\\evil.example/', '/%2Fevil.example/', '/%2fevil.example/', '/%5Cevil.example/', '/%5c%5Cevil.example/', '/\t/evil.example/', '/\n/evil.example/', '///evil.example/?q=1#x']) {
      const path = safeLocalPath(hostile);
      expect(path, hostile).toMatch(/^\/[^/\\%\t\n]/);
      expect(pathInLanguage('en', hostile), hostile).toBe(path);
      expect(pathInLanguage('ar', hostile), hostile).toBe(`/ar${path}`);
      expect(splitLanguagePath(`/ar${hostile.startsWith('/') ? '' : '/'}${hostile}`).path, hostile).toBe(path);
      expect(splitLanguagePath(hostile).path, hostile).toBe(path);
    }
    expect(safeLocalPath('//evil.example/')).toBe('/evil.example/');
    expect(splitLanguagePath('/ar//evil.example/')).toEqual({ language: 'ar', path: '/evil.example/' });
    expect(pathInLanguage('en', '//evil.example/')).toBe('/evil.example/');
  });

  it('leaves this site\'s paths as they are', () => {
    for (const path of ['/', '/cart', '/search?q=//x', '/productDetails/a%2Fb', '']) expect(safeLocalPath(path)).toBe(path);
    expect(pathInLanguage('en', '')).toBe('');
  });
});
