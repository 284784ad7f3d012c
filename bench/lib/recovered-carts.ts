/**
 * abandoned-carts.repository.ts's markRecoveredCarts as PostgreSQL receives it: the reminder job
 * sends it every 10 minutes, and until session 19 the abandoned-carts list sent it on every
 * visit. Its cost grows with the open carts never ordered from, which the benches measure.
 */
export const MARK_RECOVERED_CARTS = `
    update abandoned_carts a set recovered_order_id = (
      select o.id from orders o
      where ((a.user_id is not null and o.user_id = a.user_id) or (a.guest_id is not null and o.guest_id = a.guest_id))
        and o.created_at > a.last_change_at
      order by o.created_at limit 1)
    where a.recovered_order_id is null
      and not exists (select 1 from carts c where c.id = a.cart_id)
      and exists (select 1 from orders o
        where ((a.user_id is not null and o.user_id = a.user_id) or (a.guest_id is not null and o.guest_id = a.guest_id))
          and o.created_at > a.last_change_at)`;
