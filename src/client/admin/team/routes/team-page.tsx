import { messages } from '../../../../shared/messages';
import { AdminScreenHeading } from '../../../components/ui/admin-screen';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTeam } from '../api/team-api';
import { AddMemberForm } from '../components/add-member-form';
import { TeamMembers } from '../components/team-members';

const m = messages.team.screen;

/** /team (owners): who works on the shop and in which role; add, change, remove. */
export function Component() {
  useDocumentTitle(m.title);
  const team = useTeam();
  return (
    <section className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <AdminScreenHeading title={m.title} intro={m.intro} />
      <AddMemberForm />
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold">
          {m.members}
        </h2>
        {team.isPending ? (
          <div role="status" aria-label={m.members} className="h-28 animate-pulse rounded-2xl bg-gray-100" />
        ) : team.isError ? (
          <p role="alert" className="text-red-700">
            {team.error.message}
          </p>
        ) : (
          <TeamMembers members={team.data} />
        )}
      </section>
      <AdminToaster />
    </section>
  );
}
