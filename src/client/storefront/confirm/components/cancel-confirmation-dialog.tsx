import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { messages } from '../../../../shared/messages';

const t = messages.confirmPage;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The "Cancel order" button: focus goes back there when the dialog closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * "Cancel order" asks once more, in a Radix dialog (focus held inside, Escape closes, a screen
 * reader hears the question and its answers). Its own chunk: most customers only confirm, and
 * the page stays lighter on a phone without Radix until the question is asked.
 */
export function CancelConfirmationDialog({ open, onOpenChange, onConfirm, returnFocusTo }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-sm -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
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
