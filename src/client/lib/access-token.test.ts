import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isExpired, TokenDecodeError } from './access-token';

const b64url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

const reasonOf = (input: unknown) => {
  try {
    decodeAccessToken(input);
    return 'decoded';
  } catch (error) {
    expect(error).toBeInstanceOf(TokenDecodeError);
    return (error as TokenDecodeError).reason;
  }
};

describe('decodeAccessToken', () => {
  it('reads sub, email, role and exp', () => {
    expect(decodeAccessToken(token({ sub: 'u1', email: 'mona@example.com', role: 'admin', exp: 1_900_000_000 }))).toEqual({
      id: 'u1',
      email: 'mona@example.com',
      role: 'admin',
      exp: 1_900_000_000,
    });
  });

  it('decodes UTF-8 and base64url characters', () => {
    const user = decodeAccessToken(token({ sub: 'u2', email: 'mønà@exämple.com', role: 'user', exp: 1, pad: '??>>' }));
    expect(user.email).toBe('mønà@exämple.com');
  });

  it('treats any role but admin as user', () => {
    expect(decodeAccessToken(token({ sub: 'u', email: 'a@b.c', role: 'root', exp: 1 })).role).toBe('user');
  });

  it('fails on a value that is not a string', () => {
    for (const input of [undefined, null, 42, {}, ['a.b.c']]) expect(reasonOf(input)).toBe('not a string');
  });

  it('fails on a missing part', () => {
    for (const input of ['', 'abc', 'abc.', '.abc.def', `${b64url('{}')}.${b64url('{"exp":1}')}`]) expect(reasonOf(input)).toBe('missing part');
  });

  it('fails on invalid base64', () => {
    expect(reasonOf('aaa.@@@.ccc')).toBe('invalid base64');
    expect(reasonOf('aaa.a.ccc')).toBe('invalid base64');
    expect(reasonOf(`aaa.${btoa('\xff\xfe\xfd')}.ccc`)).toBe('invalid base64');
  });

  it('fails on invalid JSON', () => {
    expect(reasonOf(`aaa.${b64url('{not json')}.ccc`)).toBe('invalid JSON');
  });

  it('fails on a payload that is not an object with a numeric exp', () => {
    for (const payload of [null, 7, 'text', { sub: 'u' }, { exp: '123' }]) expect(reasonOf(token(payload))).toBe('invalid payload');
  });
});

describe('isExpired', () => {
  it('compares exp × 1000 with now', () => {
    const user = { id: 'u', email: 'a@b.c', role: 'user' as const, exp: 1000 };
    expect(isExpired(user, 999_999)).toBe(false);
    expect(isExpired(user, 1_000_000)).toBe(true);
  });
});
