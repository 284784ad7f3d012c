import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { formatDateTime } from '../../../../shared/money';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useLiftBlock, type BlocklistEntry } from '../api/blocklist-api';

const m = messages.blocklist;

/** How an entry is named in a sentence: its phone, else its e-mail. */
const nameOf = (entry: BlocklistEntry) => entry.phone ?? entry.email ?? '';

function Entry({ entry, onLift }: { entry: BlocklistEntry; onLift: () => void }) {
  return (
    <li data-testid="blocklist-entry" className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="min-w-0 flex-1 space-y-1">
        {entry.phone && (
          <p className="font-mono font-semibold">
            <span dir="ltr">{entry.phone}</span>
          </p>
        )}
        {entry.email && <p className="truncate text-sm font-medium">{entry.email}</p>}
        <p className="text-sm text-gray-800">{entry.reason}</p>
        <p className="flex flex-wrap gap-x-2 text-xs text-gray-600">
          <span className={entry.auto ? 'rounded bg-amber-100 px-1.5 font-semibold text-amber-900' : ''}>{entry.auto ? m.auto : entry.createdBy ? m.byWhom(entry.createdBy) : ''}</span>
          <span>
            {m.when} {formatDateTime(entry.createdAt)}
          </span>
        </p>
      </div>
      <button type="button" onClick={onLift} aria-label={m.liftFor(nameOf(entry))} className="min-h-11 shrink-0 rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50">
        {m.lift}
      </button>
    </li>
  );
}

/** The blocked phones and e-mails, newest first as the server gives them, each with a lift that asks first. */
export function BlocklistEntries({ entries }: { entries: BlocklistEntry[] }) {
  const lift = useLiftBlock();
  const [lifting, setLifting] = useState<BlocklistEntry>();

  const confirmLift = () => {
    if (!lifting) return;
    lift.mutate(lifting._id, {
      onSuccess: (answer) => showAdminNotice({ kind: 'ok', text: answer.message }),
      onError: showAdminFailure,
      onSettled: () => setLifting(undefined),
    });
  };

  if (entries.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-gray-300 px-4 py-12 text-center">
        <p className="text-lg font-medium">{m.empty}</p>
        <p className="mt-1 text-sm text-gray-600">{m.emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <ul className="grid gap-3 lg:grid-cols-2">
        {entries.map((entry) => (
          <Entry key={entry._id} entry={entry} onLift={() => setLifting(entry)} />
        ))}
      </ul>
      <ConfirmDialog
        open={lifting !== undefined}
        busy={lift.isPending}
        title={m.liftTitle}
        description={lifting ? m.liftText(nameOf(lifting)) : ''}
        confirmLabel={m.lift}
        busyLabel={m.lifting}
        cancelLabel={m.keep}
        onOpenChange={(open) => !open && setLifting(undefined)}
        onConfirm={confirmLift}
      />
    </>
  );
}
