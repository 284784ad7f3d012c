import { useState } from 'react';
import type { TeamMemberAnswer } from '../../../../shared/contract/team';
import { formatDateTime } from '../../../../shared/money';
import { messages } from '../../../../shared/messages';
import { isTeamRole, TEAM_ROLES } from '../../../../shared/roles';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useChangeRole, useRemoveMember } from '../api/team-api';

const m = messages.team;

/** The team, owners first: an owner's row is fixed; a member's role changes in place, removal asks first. */
export function TeamMembers({ members }: { members: readonly TeamMemberAnswer[] }) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TeamMemberAnswer | null>(null);

  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {members.map((member) => (
          <li key={member._id} className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="team-member">
            {/* Read left to right, lined up with the card's other lines (on the right on Arabic pages). */}
            <p dir="ltr" className="font-semibold break-all rtl:text-right">
              {member.email}
            </p>
            {isTeamRole(member.role) ? (
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <label className="text-sm">
                  <span className="block font-medium">{m.screen.role}</span>
                  <select
                    aria-label={m.screen.changeRole(member.email)}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => {
                      const role = event.target.value;
                      if (!isTeamRole(role)) return;
                      changeRole.mutate({ id: member._id, role }, { onSuccess: () => showAdminNotice({ kind: 'ok', text: m.screen.roleChanged(member.email) }), onError: showAdminFailure });
                    }}
                    className="mt-1 rounded-lg border border-gray-300 px-3 py-2 text-base"
                  >
                    {TEAM_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {m.roles[role]}
                      </option>
                    ))}
                  </select>
                </label>
                {/* Named with the address: a screen reader's list of buttons otherwise reads "Remove, Remove, Remove". */}
                <button type="button" aria-label={`${m.screen.remove} ${member.email}`} onClick={() => setRemoving(member)} className="min-h-11 rounded-lg border border-red-300 px-4 py-2 text-sm font-medium text-red-700">
                  {m.screen.remove}
                </button>
              </div>
            ) : (
              <p className="mt-2 text-sm">
                <span className="rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">{m.roles.owner}</span>{' '}
                <span className="text-gray-600">{m.screen.ownerNote}</span>
              </p>
            )}
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-gray-600">
              {member.addedBy && (
                <>
                  <dt>{m.screen.addedBy}</dt>
                  {/* Only the address is left to right: with the whole line so, the Arabic date's day jumped to its far end. */}
                  <dd className="text-start">
                    <bdi dir="ltr" className="break-all" data-testid="added-by">
                      {member.addedBy}
                    </bdi>
                    {member.addedAt ? ` · ${formatDateTime(member.addedAt)}` : ''}
                  </dd>
                </>
              )}
              {member.role !== 'owner' && (
                <>
                  <dt>{m.screen.lastSeen}</dt>
                  <dd>{member.lastSeenAt ? formatDateTime(member.lastSeenAt) : m.screen.never}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        busy={remove.isPending}
        title={removing ? m.screen.removeTitle(removing.email) : ''}
        description={m.screen.removeBody}
        confirmLabel={m.screen.remove}
        busyLabel={m.screen.remove}
        cancelLabel={m.screen.cancel}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { _id, email } = removing;
          remove.mutate(_id, {
            onSuccess: () => showAdminNotice({ kind: 'ok', text: m.screen.removed(email) }),
            onError: showAdminFailure,
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </>
  );
}
