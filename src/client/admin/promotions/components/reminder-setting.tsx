import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { cartReminderSettingsSchema } from '../../../../shared/schemas/abandoned-carts';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { callApi, endpoints } from '../../../lib/api-client';

const m = messages.promotions;
type Input = z.input<typeof cartReminderSettingsSchema>;
type Output = z.output<typeof cartReminderSettingsSchema>;
const settingsKey = ['admin', 'abandoned-carts', 'settings'] as const;

/** Hours before a cart reminder (0: none), on the shared schema. */
export function ReminderSetting() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: settingsKey, queryFn: () => callApi(endpoints.abandonedCarts.settings) });
  const save = useMutation({
    mutationFn: (body: Output) => callApi(endpoints.abandonedCarts.saveSettings, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(cartReminderSettingsSchema), defaultValues: { hours: '' } });
  const { reset } = form;
  useEffect(() => {
    if (current.data) reset({ hours: String(current.data.hours) });
  }, [current.data, reset]);
  const error = form.formState.errors.hours?.message;

  const submit = form.handleSubmit(async (body) => {
    try {
      showAdminNotice({ kind: 'ok', text: (await save.mutateAsync(body)).message });
    } catch (failure) {
      showAdminFailure(failure);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-wrap items-end gap-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div>
        <label htmlFor="reminder-hours" className="text-sm font-medium">
          {m.abandoned.setting}
        </label>
        <input
          id="reminder-hours"
          type="number"
          inputMode="numeric"
          min={0}
          max={720}
          dir="ltr"
          aria-invalid={Boolean(error)}
          className="mt-1 block w-32 rounded-lg border border-gray-300 px-3 py-2 text-start"
          {...form.register('hours')}
        />
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <button type="submit" disabled={form.formState.isSubmitting} className="rounded-lg bg-gray-900 px-5 py-2.5 font-semibold text-white disabled:opacity-60">
        {m.admin.save}
      </button>
    </form>
  );
}
