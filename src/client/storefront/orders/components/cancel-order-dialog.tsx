import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '../../../../shared/messages';

const m = messages.orders;

type Props = { onConfirm: () => void; busy: boolean };

/** 'Cancel this order?' with 'No, keep it' and 'Yes, cancel'. */
export function CancelOrderDialog({ onConfirm, busy }: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button
          type="button"
          disabled={busy}
          className="rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {busy ? m.updating : m.cancel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed start-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl rtl:translate-x-1/2">
          <Dialog.Title className="text-lg font-bold">{m.cancelTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-600">{m.cancelDescription}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="rounded-full border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50">
                {m.keepOrder}
              </button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <button type="button" onClick={onConfirm} className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700">
                {m.confirmCancel}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
