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
    expect(errors({ ...valid, phone: '+20 131 234 5678' })).toEqual({ phone: ['Enter a valid Egyptian phone number'] });
    expect(contactSchema.parse({ ...valid, phone: '+20 101 234 5678' }).phone).toBe('01012345678');
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

  // Sentences shoppers really write, and ones only an attacker writes (twenty-odd of each).
  const ordinary = [
    'Can you update my order to size M please?',
    'please delete my account',
    'Where is the drop off point for returns',
    'How do I select a different size',
    'Selection of dresses is great',
    'My order was undelivered',
    'Recreate the look please, it was lovely',
    'I want to update my address to Nasr City',
    'Please create an account for my sister',
    'Can I exchange the shirt for a union jack print',
    'The insert in the box was torn',
    "I'd like to order 2 more, is it in stock",
    'Is the hoodie available in black or grey?',
    'Did you drop the price of the jeans',
    'I will select one from the new collection',
    'I cannot alter the delivery date in the app',
    'Execute my return quickly please, thank you',
    'The size chart says M = 40, is that right',
    'Or could you call me after 5pm',
    'Truncated sleeves were not in the photo',
    'My order from last week has not arrived yet',
  ];
  const hostile = [
    'SELECT * FROM users',
    'select name, email from users where 1=1',
    "name' OR 1=1",
    "admin' or 'a'='a",
    '1 UNION SELECT password FROM users',
    'union all select null',
    'select * from users please',
    'please drop table orders',
    'DROP DATABASE shop',
    'truncate table products now',
    'ALTER TABLE users ADD admin boolean',
    'create table hacked (id int)',
    "insert into users values (1, 'x')",
    "update users set role = 'admin'",
    'delete from orders where 1',
    'exec(xp_cmdshell)',
    'Hello there; how are you',
    'Hello there -- comment',
    'comment /* hidden */ here',
    "a'; drop table x",
    'EXECUTE (something)',
    'select id from users',
  ];

  it.each(ordinary)('lets an ordinary sentence through: %j', (message) => {
    expect(contactSchema.safeParse({ ...valid, message }).success).toBe(true);
  });

  it.each(hostile)('refuses SQL-like content: %j', (message) => {
    expect(errors({ ...valid, message })).toEqual({ message: ['Suspicious content detected'] });
  });

  it('never flags text made only of letters outside the SQL words', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/).filter((w) => !containsSuspiciousContent(w));
    fc.assert(fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => !containsSuspiciousContent(words.join(' '))));
  });
});
