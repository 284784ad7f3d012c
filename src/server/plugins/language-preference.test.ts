import { describe, expect, it } from 'vitest';
import { browserLanguage } from './language-preference';

describe('browserLanguage', () => {
  it("takes the shop's language the browser ranks highest", () => {
    expect(browserLanguage('ar-EG,ar;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ar');
    expect(browserLanguage('en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(browserLanguage('fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(browserLanguage('en;q=0.5, ar;q=0.8')).toBe('ar');
  });

  it('reads English when the browser names neither language, or refuses Arabic', () => {
    expect(browserLanguage(undefined)).toBe('en');
    expect(browserLanguage('fr,de;q=0.5')).toBe('en');
    expect(browserLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(browserLanguage('*')).toBe('en');
  });
});
