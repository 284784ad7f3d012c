/** Helpers of the team and audit API tests: staff members added straight to the table, with tokens. */
import { randomUUID } from 'node:crypto';
import type { TeamRole } from '../../../shared/roles';
import { staffMembers, users } from '../../db/schema/index';
import { signAccessToken } from '../../plugins/auth';
import type { TestShop } from '../../test-support/test-shop';

export type StaffMember = { id: string; email: string; headers: { authorization: string } };

/** A member of the team with this role, and a token that says 'admin' (as a sign-in gives). */
export async function insertStaff(shop: TestShop, role: TeamRole, email = `${role}-${randomUUID().slice(0, 6)}@staff.test`): Promise<StaffMember> {
  const [member] = await shop.database.db.insert(staffMembers).values({ email, role, addedBy: 'owner@shop.test' }).returning({ id: staffMembers.id });
  const [user] = await shop.database.db.insert(users).values({ email, role: 'admin' }).onConflictDoNothing().returning({ id: users.id });
  const token = await signAccessToken(shop.config, { id: user!.id, email, role: 'admin' });
  return { id: member!.id, email, headers: { authorization: token } };
}
