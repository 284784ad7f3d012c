import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { TEAM_ROLES } from '../../../../shared/roles';
import { teamMemberSchema, type TeamMemberInput } from '../../../../shared/schemas/team';
import { AdminInputField, adminInputClass } from '../../../components/ui/admin-field';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useAddMember } from '../api/team-api';

const m = messages.team;
type FormInput = z.input<typeof teamMemberSchema>;

/** An e-mail and a role: the shared schema checks the form as the server does. */
export function AddMemberForm() {
  const add = useAddMember();
  const form = useForm<FormInput, unknown, TeamMemberInput>({ resolver: zodResolver(teamMemberSchema), defaultValues: { email: '', role: 'fulfilment' } });
  const { errors, isSubmitting } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      form.reset({ email: '', role: values.role });
      showAdminNotice({ kind: 'ok', text: m.screen.added(values.email) });
    } catch (error) {
      showAdminFailure(error);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-member-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="add-member-heading" className="font-semibold">
        {m.screen.add}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <AdminInputField
          id="member-email"
          label={m.screen.email}
          type="email"
          dir="ltr"
          autoComplete="off"
          error={errors.email?.message}
          className="text-start"
          registration={form.register('email')}
        />
        <div>
          <label htmlFor="member-role" className="text-sm font-medium">
            {m.screen.role}
          </label>
          <select id="member-role" className={adminInputClass} {...form.register('role')}>
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {m.roles[role]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-sm text-gray-600">{m.roleHints[role]}</p>
      <button type="submit" disabled={isSubmitting} className="w-full rounded-lg bg-gray-900 px-5 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto">
        {isSubmitting ? m.screen.adding : m.screen.add}
      </button>
    </form>
  );
}
