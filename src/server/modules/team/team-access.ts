/**
 * Who is staff, decided at every admin request and at sign-in, never from a token: an owner is
 * an address in ADMIN_EMAILS; a member is a row of the staff table (one unique-index read). A
 * role changed or a row deleted therefore applies on the person's next request. Nothing is
 * cached in the process, so several shop processes agree without telling each other.
 */
import type { StaffRole } from '../../../shared/roles';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { findMemberByEmail, touchLastSeen } from './team.repository';

export type Staff = { email: string; role: StaffRole; memberId: string | null };

export const isOwner = (config: Config, email: string): boolean => config.adminEmails.includes(email.toLowerCase());

// "Last seen" is kept to a quarter of an hour: a write per request would cost every admin
// click a row update; this costs one every fifteen minutes per person.
const LAST_SEEN_PRECISION_MS = 15 * 60 * 1000;

/** The staff role of an address now; null for someone not on the team. */
export async function staffOf(db: DbOrTx, config: Config, email: string, clock?: Clock): Promise<Staff | null> {
  if (isOwner(config, email)) return { email: email.toLowerCase(), role: 'owner', memberId: null };
  const member = await findMemberByEmail(db, email);
  if (!member) return null;
  if (clock) {
    const now = clock.now();
    if (!member.lastSeenAt || now.getTime() - member.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) await touchLastSeen(db, member.id, now);
  }
  return { email: member.email, role: member.role, memberId: member.id };
}
