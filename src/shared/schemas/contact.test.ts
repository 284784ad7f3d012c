import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INQUIRY_OPTIONS, containsSuspiciousContent, contactSchema } from './contact';
import { issuesByPath } from './testing';

const valid = {
  name: 'Mona Adel',
  email: 'mona@example.com',
  phone: '01012345678',
  inquiry: 'support',
  message: 'My parcel has not arrived yet.',
};
const errors = (input: Record<string, unknown>) => issuesByPath(contactSchema.safeParse(input));

describe('contactSchema', () => {
  it('accepts a valid message and trims it', () => {
    const parsed = contactSchema.parse({ ...valid, name: '  Mona Adel ', email: ' Mona@Example.com' });
    expect(parsed).toEqual({ ...valid, email: 'mona@example.com' });
  });

  it('gives only the required messages for empty fields', () => {
    expect(errors({ name: '', email: '', phone: '', inquiry: '', message: '' })).toEqual({
      name: ['Your name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
      inquiry: ['Please select an option'],
      message: ['Message is required'],
    });
    expect(errors({})).toEqual(errors({ name: ' ', email: '  ', phone: ' ', inquiry: undefined, message: '   ' }));
  });

  it('gives the format messages', () => {
    expect(errors({ ...valid, email: 'mona@' })).toEqual({ email: ['Invalid email'] });
    expect(errors({ ...valid, phone: '01312345678' })).toEqual({ phone: ['Enter a valid Egyptian phone number'] });
    expect(errors({ ...valid, inquiry: 'billing' })).toEqual({ inquiry: ['Please select an option'] });
    expect(errors({ ...valid, message: 'Too short' })).toEqual({ message: ['Message must be at least 10 characters'] });
  });

  it('accepts each inquiry value, labelled as the spec says', () => {
    expect(INQUIRY_OPTIONS).toEqual([
      { value: 'general', label: 'Order Problems' },
      { value: 'support', label: 'Support' },
      { value: 'sales', label: 'Other' },
    ]);
    for (const { value } of INQUIRY_OPTIONS) expect(contactSchema.safeParse({ ...valid, inquiry: value }).success).toBe(true);
  });

  it.each([
    'SELECT * FROM users',
    'please drop table orders',
    'Union all the things',
    'Hello there; how are you',
    'Hello there -- comment',
    'exec something now please',
    'I want to Update my address',
  ])('refuses SQL-like content: %j', (message) => {
    expect(errors({ ...valid, message })).toEqual({ message: ['Suspicious content detected'] });
  });

  it.each(['Selection of dresses is great', 'My order was undelivered', 'Recreate the look please', 'A well-made shirt, thanks'])(
    'matches SQL words only as whole words: %j',
    (message) => {
      expect(contactSchema.safeParse({ ...valid, message }).success).toBe(true);
    },
  );

  it('never flags text made only of letters outside the SQL words', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/).filter((w) => !containsSuspiciousContent(w));
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => !containsSuspiciousContent(words.join(' '))));
  });
});
