import { messages } from '../../../../shared/messages';
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const l = messages.productScreen;

/** A Radix dialog: focus trap, Escape closes, focus returns to the button that opened it. */
export function FormDialog({ open, onOpenChange, title, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-2 top-1/2 z-50 mx-auto max-h-[94dvh] max-w-xl -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6">
          <Dialog.Title className="pe-10 text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <Dialog.Close aria-label={l.cancel} className="absolute end-3 top-3 flex h-10 w-10 items-center justify-center rounded-full text-2xl leading-none text-gray-600 hover:bg-gray-100">
            ×
          </Dialog.Close>
          {open && children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ConfirmDeleteDialog({ title, ...props }: { title: string; open: boolean; busy: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog {...props} title={l.deleteTitle} description={l.deleteText(title)} confirmLabel={l.delete} busyLabel={l.deleting} cancelLabel={l.cancel} />
  );
}
