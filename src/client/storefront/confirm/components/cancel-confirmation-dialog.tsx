import * as Dialog from '@radix-ui/react-dialog';
import { messages } from '../../../../shared/messages';

const t = messages.confirmPage;

/** `busy`: an answer is on its way (both buttons wait); `cancelling`: that answer is this one. */
type Props = { busy: boolean; cancelling: boolean; onConfirm: () => void };

/**
 * "Cancel order" asks once more: a Radix dialog, whose trigger is the button, so Escape and
 * "No, keep it" hand focus back to it and a screen reader hears the question and its answers.
 */
export function CancelConfirmationDialog({ busy, cancelling, onConfirm }: Props) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button
          type="button"
          disabled={busy}
          className="min-h-12 rounded-full border border-red-300 px-8 py-3 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {cancelling ? t.cancelling : t.cancel}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <Dialog.Title className="text-lg font-bold">{t.cancelTitle}</Dialog.Title>
          <Dialog.Description className="mt-2 text-gray-700">{t.cancelDescription}</Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button type="button" className="min-h-11 rounded-full border border-gray-300 px-5 py-2 font-semibold hover:bg-gray-50">
                {t.keepOrder}
              </button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <button type="button" onClick={onConfirm} className="min-h-11 rounded-full bg-red-600 px-5 py-2 font-semibold text-white hover:bg-red-700">
                {t.confirmCancel}
              </button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
