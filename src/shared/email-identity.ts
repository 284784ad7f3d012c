/**
 * One person's address however they vary it, for the first-order rule of WELCOME10:
 * case, plus-addressing (`mona+2@…` is `mona@…`, on every provider) and, for Gmail, dots in the
 * name and the googlemail.com domain (`m.o.n.a@gmail.com` is `mona@gmail.com`). The address an
 * order is delivered and mailed to stays as typed; only the rule compares these keys.
 */
export function emailIdentityKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const name = address.slice(0, at).replace(/\+.*$/, '');
  return GMAIL_DOMAINS.includes(domain) ? `${name.replaceAll('.', '')}@gmail.com` : `${name}@${domain}`;
}

export const GMAIL_DOMAINS = ['gmail.com', 'googlemail.com'];

/**
 * The same key in SQL, for a column computed by the database (so every row has it, old ones
 * included, without a write path to forget). A test checks the two agree.
 */
export const EMAIL_IDENTITY_KEY_SQL = (column: string) => {
  const address = `lower(btrim(${column}))`;
  const name = `regexp_replace(split_part(${address}, '@', 1), '\\+.*$', '')`;
  const domain = `split_part(${address}, '@', 2)`;
  return `case when ${domain} in ('gmail.com', 'googlemail.com') then replace(${name}, '.', '') || '@gmail.com' else ${name} || '@' || ${domain} end`;
};
