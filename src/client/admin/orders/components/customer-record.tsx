import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CustomerRecordAnswer } from '../../../../shared/contract/answers';
import { messages } from '../../../../shared/messages';
import { formatDateTime, formatLE, toPiastres } from '../../../../shared/money';
import { ApiError, callApi, endpoints } from '../../../lib/api-client';
import { paths } from '../../../paths';

const m = messages.deskConfirmation;

/** Posts the customer's phone to the blocklist; the detail then reads the record as blocked. */
function useBlockCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; reason: string }) => callApi(endpoints.confirmation.block, { body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['admin', 'blocklist'] })]),
  });
}

function BlockDialog({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const block = useBlockCustomer();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    block.mutate({ phone, reason }, { onSuccess: () => setOpen(false) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="min-h-11 rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50">{m.block}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-lg font-bold">{m.blockTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700">{m.blockText(phone)}</Dialog.Description>
          <form onSubmit={submit} className="mt-4 space-y-3">
            <label htmlFor="block-reason" className="text-sm font-medium">
              {m.blockReason}
            </label>
            <input
              id="block-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={300}
              placeholder={m.blockReasonPlaceholder}
              className="block w-full rounded-lg border border-gray-300 px-3 py-2 text-base"
            />
            {block.error && (
              <p role="alert" className="text-sm text-red-700">
                {block.error instanceof ApiError ? block.error.message : messages.common.somethingWentWrong}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className="rounded-lg border border-gray-300 px-4 py-2">
                {m.cancel}
              </Dialog.Close>
              <button type="submit" disabled={block.isPending} className="rounded-lg bg-red-600 px-4 py-2 font-semibold text-white disabled:opacity-60">
                {block.isPending ? m.blocking : m.blockSave}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every order of this phone (or e-mail): how many were delivered, refused, never confirmed; blocked or not. */
export function CustomerRecord({ customer }: { customer: CustomerRecordAnswer }) {
  const figures: Array<[string, string, boolean?]> = [
    [m.orders, String(customer.orders)],
    [m.delivered, String(customer.delivered)],
    [m.refused, String(customer.refused), customer.refused > 0],
    [m.cancelled, String(customer.cancelled)],
    [m.unconfirmed, String(customer.unconfirmed), customer.unconfirmed > 0],
    [m.cashCollected, formatLE(toPiastres(customer.cashCollected))],
    [m.lastOrder, customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : '–'],
  ];
  return (
    <section aria-labelledby="customer-record-heading" className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div>
        <h2 id="customer-record-heading" className="font-semibold">
          {m.recordHeading}
        </h2>
        <p className="text-xs text-gray-600">{m.recordPhone(customer.phone)}</p>
      </div>
      <dl data-testid="customer-counts" className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {figures.map(([label, value, alarming]) => (
          <div key={label} className={`rounded-lg px-3 py-2 ${alarming ? 'bg-red-50 text-red-800' : 'bg-gray-50'}`}>
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {customer.blocked ? (
        <p data-testid="customer-blocked" className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-semibold">{customer.blockReason ? m.blockedReason(customer.blockReason) : m.blocked}</span>
          <Link to={paths.blocklist} className="underline">
            {messages.blocklist.title}
          </Link>
        </p>
      ) : (
        <BlockDialog phone={customer.phone} />
      )}
    </section>
  );
}
