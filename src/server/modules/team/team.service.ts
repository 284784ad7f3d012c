import type { Language } from '../../../shared/language';
import type { TeamRole } from '../../../shared/roles';
import type { AppDeps } from '../../types';
import { conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../audit';
import { shopNameFrom } from '../auth';
import { readSettings, signMail } from '../shop-settings';
import { isOwner } from './team-access';
import { addedToTeamMail } from './team-mail';
import * as repo from './team.repository';

type TeamDeps = Pick<AppDeps, 'config' | 'db' | 'mailer' | 'clock'>;

const OWNER_ID_PREFIX = 'owner:';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const memberAnswer = (row: repo.StaffRow) => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  addedBy: row.addedBy,
  addedAt: iso(row.addedAt),
  lastSeenAt: iso(row.lastSeenAt),
});

/** Owners (ADMIN_EMAILS, fixed) first, then the members; a row whose address became an owner's shows once, as owner. */
export async function listTeam(deps: TeamDeps) {
  const rows = await repo.listMembers(deps.db);
  const owners = deps.config.adminEmails.map((email) => ({
    _id: `${OWNER_ID_PREFIX}${email}`,
    email,
    role: 'owner' as const,
    addedBy: null,
    addedAt: null,
    lastSeenAt: null,
  }));
  return { members: [...owners, ...rows.filter((row) => !isOwner(deps.config, row.email)).map(memberAnswer)] };
}

/** Adds a person with a role and tells them by mail (after the commit: a slow mail server holds no lock). */
export async function addMember(deps: TeamDeps, input: { email: string; role: TeamRole }, by: string, language: Language) {
  if (isOwner(deps.config, input.email)) throw conflict((t) => t.team.api.alreadyOwner);
  const row = await deps.db.transaction(async (tx) => {
    const added = await repo.insertMember(tx, { ...input, addedBy: by, addedAt: deps.clock.now() });
    if (!added) throw conflict((t) => t.team.api.alreadyMember);
    await recordAudit(tx, {
      action: 'staff.add',
      entity: 'staff',
      entityId: added.id,
      summary: { code: 'staff.added', params: { email: added.email, role: added.role } },
      changes: { email: { before: null, after: added.email }, role: { before: null, after: added.role } },
    });
    return added;
  });
  const settings = await readSettings(deps.db);
  const shopName = settings.shopName ?? shopNameFrom(deps.config.mailFrom);
  const mail = await addedToTeamMail({ to: row.email, role: row.role, addedBy: by, shopName, publicUrl: deps.config.publicUrl, language });
  await deps.mailer.send(await signMail(mail, settings, language));
  return memberAnswer(row);
}

/** The member behind an id, refusing owners (fixed by ADMIN_EMAILS) and unknown ids. */
async function memberToChange(deps: TeamDeps, tx: Parameters<Parameters<TeamDeps['db']['transaction']>[0]>[0], id: string) {
  if (id.startsWith(OWNER_ID_PREFIX)) throw conflict((t) => t.team.api.ownerFixed);
  const member = UUID.test(id) ? await repo.findMemberById(tx, id, { lock: true }) : undefined;
  if (!member) throw notFound((t) => t.team.api.memberNotFound);
  if (isOwner(deps.config, member.email)) throw conflict((t) => t.team.api.ownerFixed);
  return member;
}

export async function changeRole(deps: TeamDeps, id: string, role: TeamRole) {
  return deps.db.transaction(async (tx) => {
    const member = await memberToChange(deps, tx, id);
    if (member.role === role) return memberAnswer(member);
    const changed = (await repo.updateRole(tx, member.id, role))!;
    await recordAudit(tx, {
      action: 'staff.role',
      entity: 'staff',
      entityId: member.id,
      summary: { code: 'staff.roleChanged', params: { email: member.email, from: member.role, to: role } },
      changes: { role: { before: member.role, after: role } },
    });
    return memberAnswer(changed);
  });
}

export async function removeMember(deps: TeamDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const member = await memberToChange(deps, tx, id);
    await repo.deleteMember(tx, member.id);
    await recordAudit(tx, {
      action: 'staff.remove',
      entity: 'staff',
      entityId: member.id,
      summary: { code: 'staff.removed', params: { email: member.email, role: member.role } },
      changes: { email: { before: member.email, after: null }, role: { before: member.role, after: null } },
    });
  });
}
