import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { TEAM_ROLES } from '../../../../shared/roles';
import { teamMemberSchema, type TeamMemberInput } from '../../../../shared/schemas/team';
import { showAdminNotice } from '../../../components/ui/admin-toaster';
import { ApiError } from '../../../lib/api-client';
import { useAddMember } from '../api/team-api';

const m = messages.team;
const inputClass = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600';
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
      showAdminNotice({ kind: 'error', text: messages.common.errorAlert(error instanceof ApiError ? error.message : messages.common.somethingWentWrong) });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="add-member-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="add-member-heading" className="font-semibold">
        {m.screen.add}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="member-email" className="text-sm font-medium">
            {m.screen.email}
          </label>
          <input
            id="member-email"
            type="email"
            dir="ltr"
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'member-email-error' : undefined}
            className={`${inputClass} text-start`}
            {...form.register('email')}
          />
          {errors.email && (
            <p id="member-email-error" role="alert" className="mt-1 text-sm text-red-700">
              {errors.email.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="member-role" className="text-sm font-medium">
            {m.screen.role}
          </label>
          <select id="member-role" className={inputClass} {...form.register('role')}>
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
