import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import type { z } from 'zod';
import { blocklistEntrySchema, type BlocklistEntryBody } from '../../../../shared/schemas/confirmation';
import { AdminInputField } from '../../../components/ui/admin-field';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useAddToBlocklist } from '../api/blocklist-api';

const m = messages.blocklist;
type BlocklistEntryInput = z.input<typeof blocklistEntrySchema>;
const EMPTY: BlocklistEntryInput = { phone: '', email: '', reason: '' };

type FieldName = 'phone' | 'email' | 'reason';

/** Phone and/or e-mail and a reason: the shared schema drives the form, the route and the tests. */
export function BlockForm() {
  const add = useAddToBlocklist();
  const form = useForm<BlocklistEntryInput, unknown, BlocklistEntryBody>({ resolver: zodResolver(blocklistEntrySchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  // "phone or e-mail" is a rule of the whole entry: zod reports it on the object (root) or on one field.
  const rootError = errors.root?.message ?? (errors as { ''?: { message?: string } })['']?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await add.mutateAsync(values);
      form.reset(EMPTY);
      showAdminNotice({ kind: 'ok', text: answer.message });
    } catch (error) {
      showAdminFailure(error);
    }
  });

  const field = (name: FieldName, label: string, type: 'tel' | 'email' | 'text', placeholder?: string) => (
    <AdminInputField
      id={`block-${name}`}
      label={label}
      type={type}
      dir={type === 'text' ? undefined : 'ltr'}
      placeholder={placeholder}
      error={errors[name]?.message}
      className={type === 'text' ? undefined : 'text-start'}
      registration={form.register(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="block-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <div>
        <h2 id="block-heading" className="font-semibold">
          {m.addHeading}
        </h2>
        <p className="text-sm text-gray-600">{m.oneOfHint}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('phone', m.phone, 'tel', m.phonePlaceholder)}
        {field('email', m.email, 'email')}
      </div>
      {field('reason', m.reason, 'text', m.reasonPlaceholder)}
      {rootError && (
        <p role="alert" className="text-sm text-red-700">
          {rootError}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className="w-full rounded-lg bg-gray-900 px-5 py-3 font-semibold text-white disabled:opacity-60 sm:w-auto">
        {isSubmitting ? m.adding : m.add}
      </button>
    </form>
  );
}
