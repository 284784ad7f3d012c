import { asc, eq, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../shared/roles';
import type { DbOrTx } from '../../db/client';
import { staffMembers } from '../../db/schema/index';

export type StaffRow = { id: string; email: string; role: TeamRole; addedBy: string; addedAt: Date; lastSeenAt: Date | null };

const columns = {
  id: staffMembers.id,
  email: staffMembers.email,
  role: sql<TeamRole>`${staffMembers.role}`,
  addedBy: staffMembers.addedBy,
  addedAt: staffMembers.addedAt,
  lastSeenAt: staffMembers.lastSeenAt,
};

/** The member with this address (one unique-index read: every admin request makes it). */
export async function findMemberByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select(columns).from(staffMembers).where(eq(staffMembers.email, email.toLowerCase()));
  return row;
}

export async function findMemberById(db: DbOrTx, id: string, options: { lock?: boolean } = {}): Promise<StaffRow | undefined> {
  const query = db.select(columns).from(staffMembers).where(eq(staffMembers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listMembers(db: DbOrTx): Promise<StaffRow[]> {
  return db.select(columns).from(staffMembers).orderBy(asc(staffMembers.addedAt), asc(staffMembers.email));
}

/** Adds a member; undefined when the address is already on the team (unique e-mail). */
export async function insertMember(db: DbOrTx, member: { email: string; role: TeamRole; addedBy: string; addedAt: Date }): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffMembers).values(member).onConflictDoNothing({ target: staffMembers.email }).returning(columns);
  return row;
}

export async function updateRole(db: DbOrTx, id: string, role: TeamRole): Promise<StaffRow | undefined> {
  const [row] = await db.update(staffMembers).set({ role }).where(eq(staffMembers.id, id)).returning(columns);
  return row;
}

export async function deleteMember(db: DbOrTx, id: string): Promise<void> {
  await db.delete(staffMembers).where(eq(staffMembers.id, id));
}

export async function touchLastSeen(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(staffMembers).set({ lastSeenAt: at }).where(eq(staffMembers.id, id));
}
