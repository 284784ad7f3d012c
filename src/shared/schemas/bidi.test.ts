import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi';
import { requiredText } from './fields';

describe('stripBidiControls', () => {
  it('removes overrides, embeddings and isolates', () => {
    expect(stripBidiControls('Mona\u202Egpj.exe')).toBe('Monagpj.exe');
    expect(stripBidiControls('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069x')).toBe('x');
  });

  it('keeps Arabic text and the marks Arabic keyboards type', () => {
    expect(stripBidiControls('شارع النيل \u200F12\u200E، القاهرة\u061C')).toBe('شارع النيل \u200F12\u200E، القاهرة\u061C');
  });

  it('applies in the shared text fields before trimming and the required check', () => {
    expect(requiredText('required').parse(' \u202EMona\u202C ')).toBe('Mona');
    expect(requiredText('required').safeParse('\u202E\u2066').success).toBe(false);
  });
});
