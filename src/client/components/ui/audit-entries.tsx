import type { AuditEntryAnswer } from '../../../shared/contract/audit';
import { formatDateTime } from '../../../shared/money';
import { messages } from '../../../shared/messages';
import { CONFIRMATION_STATES, type ConfirmationState } from '../../../shared/confirmation';
import { isOrderStatus } from '../../../shared/order-status';
import { isStaffRole } from '../../../shared/roles';
import { isShipmentState } from '../../../shared/shipping-courier';

const m = messages.team.audit;

/** A recorded value as this language reads it: statuses and roles by their names, the rest as recorded. */
function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return m.nothing;
  if (field === 'status' && isOrderStatus(value)) return messages.orderStatus[value];
  if (field === 'role' && isStaffRole(value)) return messages.team.roles[value];
  // The desk's names for a confirmation's state ("Awaiting confirmation"), not the stored word.
  if (field === 'confirmation' && CONFIRMATION_STATES.includes(value as ConfirmationState)) return messages.deskConfirmation.states[value as ConfirmationState];
  // A shipment's state and its courier as the desk names them ("Delivered", "بوسطة"), not the stored word ("picked_up").
  if (field === 'shipmentState' && isShipmentState(value)) return messages.courier.states[value];
  if (field === 'courier' && (value === 'bosta' || value === 'own')) return messages.courier.couriers[value];
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const fieldName = (field: string): string => (m.fields as Record<string, string>)[field] ?? field;

/** Entries of the audit log, newest first: when, who (and their role), what, and each field's before → after. */
export function AuditEntries({ entries, compact = false }: { entries: readonly AuditEntryAnswer[]; compact?: boolean }) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry._id} className="rounded-xl border border-gray-200 bg-white p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-medium break-words">{entry.summary}</p>
            <time dateTime={entry.at} className="text-xs text-gray-600">
              {formatDateTime(entry.at)}
            </time>
          </div>
          <p className="mt-1 text-xs text-gray-600">
            {/* What the shop did by itself is said in the page's language, once (its actor and role are both the word "system"). */}
            {entry.role === 'system' ? (
              m.system
            ) : (
              <>
                <span dir="ltr" className="break-all">
                  {entry.actor}
                </span>{' '}
                · {isStaffRole(entry.role) ? messages.team.roles[entry.role] : entry.role}
              </>
            )}
            {!compact && (
              <>
                {' '}
                · <span dir="ltr">{entry.action}</span>
                {entry.ip && (
                  <>
                    {' '}
                    · <span dir="ltr">{entry.ip}</span>
                  </>
                )}
              </>
            )}
          </p>
          {Object.keys(entry.changes).length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {Object.entries(entry.changes).map(([field, change]) => (
                <div key={field} className="contents">
                  <dt className="font-medium text-gray-700">{fieldName(field)}</dt>
                  {/* Each value isolated (bdi): two Latin values ("a@x → b@x") otherwise ran left to right as one, and on the Arabic page the flipped arrow pointed from after to before. */}
                  <dd className="break-words">
                    <bdi className="text-gray-500 line-through" aria-label={`${m.before}: ${shown(field, change.before)}`}>
                      {shown(field, change.before)}
                    </bdi>{' '}
                    <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
                      →
                    </span>{' '}
                    <bdi aria-label={`${m.after}: ${shown(field, change.after)}`}>{shown(field, change.after)}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
