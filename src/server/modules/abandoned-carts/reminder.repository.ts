import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { abandonedCarts, cartContacts, mailOptOuts, shopSettings, type AbandonedLine } from '../../db/schema/index';
import { emailIdentityKey } from '../../../shared/email-identity';
import type { Language } from '../../../shared/language';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The shop's setting: hours a cart stays untouched before its reminder (0: off); 4 until saved. */
export async function readReminderHours(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ hours: shopSettings.abandonedCartHours }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.hours ?? 4;
}

export async function writeReminderHours(db: DbOrTx, hours: number): Promise<void> {
  await db
    .insert(shopSettings)
    .values({ id: 1, abandonedCartHours: hours })
    .onConflictDoUpdate({ target: shopSettings.id, set: { abandonedCartHours: hours, updatedAt: sql`now()` } });
}

/** A guest's e-mail typed at checkout (or a user's), kept with the cart and the page's language. */
export async function saveCartContact(db: DbOrTx, cartId: string, contact: { email: string; phone?: string }, language: Language): Promise<void> {
  const phone = contact.phone ?? null;
  await db
    .insert(cartContacts)
    .values({ cartId, email: contact.email, phone, language })
    .onConflictDoUpdate({ target: cartContacts.cartId, set: { email: contact.email, phone: sql`coalesce(${phone}::text, ${cartContacts.phone})`, language, updatedAt: sql`now()` } });
}

export type AbandonedCandidate = {
  cartId: string;
  userId: string | null;
  guestId: string | null;
  email: string;
  /** For the WhatsApp reminder: typed at checkout, or the signed-in customer's last order's. */
  phone: string | null;
  language: Language;
  lastChangeAt: Date;
  /** updated_at as PostgreSQL prints it (to the microsecond, which a Date drops): the cart unchanged since. */
  version: string;
  lines: AbandonedLine[];
};

/**
 * Carts untouched since `cutoff` (but changed after `since`: a shop turning reminders on does
 * not mail months-old carts), with lines, an address to write to (the signed-in user's, or
 * the one typed at checkout) and no record yet: each cart is found, and reminded, once. Lines
 * in the customer's language with the product's price now and its first picture's key.
 */
export async function findAbandonedCandidates(db: DbOrTx, cutoff: Date, since: Date, limit: number): Promise<AbandonedCandidate[]> {
  const rows = rowsOf<{ cart_id: string; user_id: string | null; guest_id: string | null; email: string; phone: string | null; language: string; updated_at: string | Date; version: string; lines: AbandonedLine[] | string }>(
    await db.execute(sql`
      select c.id as cart_id, c.user_id, c.guest_id, coalesce(u.email, cc.email) as email,
        coalesce(cc.phone, (select o.phone from orders o where o.user_id = c.user_id order by o.created_at desc limit 1)) as phone,
        coalesce(cc.language, (select o.language from orders o where o.user_id = c.user_id order by o.created_at desc limit 1), 'en') as language,
        c.updated_at, c.updated_at::text as version,
        (select json_agg(json_build_object(
            'productId', p.id,
            'title', case when coalesce(cc.language, 'en') = 'ar' and p.title_ar is not null then p.title_ar else p.title end,
            'size', l.size, 'quantity', l.quantity, 'finalPricePiastres', p.final_price_piastres,
            'imageUrl', coalesce((select pi.image_key from product_images pi where pi.product_id = p.id and pi.kind = 'gallery' order by pi.position limit 1), ''))
          order by l.created_at)
          from cart_lines l join products p on p.id = l.product_id where l.cart_id = c.id) as lines
      from carts c
      left join users u on u.id = c.user_id
      left join cart_contacts cc on cc.cart_id = c.id
      where c.updated_at < ${cutoff.toISOString()}::timestamptz and c.updated_at > ${since.toISOString()}::timestamptz
        and coalesce(u.email, cc.email) is not null
        and exists (select 1 from cart_lines l where l.cart_id = c.id)
        and not exists (select 1 from abandoned_carts a where a.cart_id = c.id)
      order by c.updated_at
      limit ${limit}`),
  );
  return rows.map((row) => ({
    cartId: row.cart_id,
    userId: row.user_id,
    guestId: row.guest_id,
    email: row.email,
    phone: row.phone,
    language: row.language === 'ar' ? 'ar' : 'en',
    lastChangeAt: new Date(row.updated_at),
    version: row.version,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as AbandonedLine[]) : row.lines,
  }));
}

/**
 * Records the cart as abandoned, unless a record exists (another process, an earlier run) or
 * the cart meanwhile became an order (its row is gone) or changed: the id of the new record,
 * claimed by this caller alone, or undefined.
 */
export async function claimAbandonedCart(db: DbOrTx, cart: AbandonedCandidate, valuePiastres: number, heldUntil: Date): Promise<string | undefined> {
  // The record is born with its first send counted and held by this caller (see claimReminderRetries).
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into abandoned_carts (cart_id, user_id, guest_id, email, language, lines, value_piastres, last_change_at, mail_attempts, mail_held_until)
      select ${cart.cartId}::uuid, ${cart.userId}::uuid, ${cart.guestId}::uuid, ${cart.email}, ${cart.language}, ${JSON.stringify(cart.lines)}::jsonb,
        ${valuePiastres}::int, ${cart.version}::timestamptz, 1, ${heldUntil.toISOString()}::timestamptz
      where exists (select 1 from carts c where c.id = ${cart.cartId}::uuid and c.updated_at = ${cart.version}::timestamptz)
      on conflict (cart_id) do nothing
      returning id`),
  );
  return rows[0]?.id;
}

/** Written only once the SMTP server accepted the mail. */
export async function markReminded(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(abandonedCarts).set({ remindedAt: at, mailHeldUntil: null }).where(eq(abandonedCarts.id, id));
}

/** The send failed: no process tries again before `retryAt`. */
export async function markMailFailed(db: DbOrTx, id: string, retryAt: Date): Promise<void> {
  await db.update(abandonedCarts).set({ mailHeldUntil: retryAt }).where(eq(abandonedCarts.id, id));
}

export type ReminderToRetry = { id: string; cartId: string; email: string; language: Language; lines: AbandonedLine[]; valuePiastres: number; /** Sends counted so far, this one included. */ attempts: number };

/**
 * Claims reminders whose send failed (no reminded_at, not skipped) and may be tried again: fewer
 * than `maxAttempts` sends so far, not held by a process sending it or waiting for its retry
 * time, and the cart still there unchanged (not ordered, not edited since). Each row is counted
 * and held in the one statement that picks it, and rows another process holds locked are
 * skipped, so two processes never send the same reminder.
 */
export async function claimReminderRetries(db: DbOrTx, now: Date, heldUntil: Date, maxAttempts: number, limit: number): Promise<ReminderToRetry[]> {
  const rows = rowsOf<{ id: string; cart_id: string; email: string; language: string; lines: AbandonedLine[] | string; value_piastres: number; mail_attempts: number }>(
    await db.execute(sql`
      update abandoned_carts a set mail_attempts = a.mail_attempts + 1, mail_held_until = ${heldUntil.toISOString()}::timestamptz
      where a.id in (
        select r.id from abandoned_carts r
        where r.reminded_at is null and r.skipped is null and r.mail_attempts < ${maxAttempts}
          and (r.mail_held_until is null or r.mail_held_until <= ${now.toISOString()}::timestamptz)
          and exists (select 1 from carts c where c.id = r.cart_id and c.updated_at = r.last_change_at)
        order by r.created_at
        limit ${limit}
        for update skip locked)
        -- Checked again on the row itself: a process that waited for another's claim then sees it held.
        and a.reminded_at is null and (a.mail_held_until is null or a.mail_held_until <= ${now.toISOString()}::timestamptz)
      returning a.id, a.cart_id, a.email, a.language, a.lines, a.value_piastres, a.mail_attempts`),
  );
  return rows.map((row) => ({
    id: row.id,
    cartId: row.cart_id,
    email: row.email,
    language: row.language === 'ar' ? 'ar' : 'en',
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as AbandonedLine[]) : row.lines,
    valuePiastres: row.value_piastres,
    attempts: row.mail_attempts,
  }));
}

export async function markSkipped(db: DbOrTx, id: string, reason: string): Promise<void> {
  await db.update(abandonedCarts).set({ skipped: reason }).where(eq(abandonedCarts.id, id));
}

export async function isOptedOut(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ key: mailOptOuts.emailKey }).from(mailOptOuts).where(eq(mailOptOuts.emailKey, emailIdentityKey(email)));
  return row !== undefined;
}

export async function optOut(db: DbOrTx, email: string): Promise<void> {
  await db.insert(mailOptOuts).values({ emailKey: emailIdentityKey(email) }).onConflictDoNothing();
}
