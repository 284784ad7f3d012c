import { messages } from '../../../../shared/messages';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const l = messages.categoryScreen;

type Props = { open: boolean; busy: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** The spec's 'Confirm Deletion' dialog. */
export function DeleteCategoryDialog(props: Props) {
  return (
    <ConfirmDialog
      {...props}
      title={messages.categoryAdmin.confirmDeletionTitle}
      description={messages.categoryAdmin.confirmDeletionText}
      confirmLabel={l.delete}
      busyLabel={l.deleting}
      cancelLabel={l.cancel}
    />
  );
}
