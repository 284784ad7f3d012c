import type { AuditEntryAnswer } from '../../../shared/contract/audit';
import { auditFieldName, auditValue } from '../../../shared/audit-summaries';
import { formatDateTime } from '../../../shared/money';
import { messages } from '../../../shared/messages';

const m = messages.team.audit;

/** A recorded value as this language reads it (one rule with the CSV's, src/shared/audit-summaries.ts). */
const shown = (field: string, value: unknown): string => auditValue(messages, field, value);

const fieldName = (field: string): string => auditFieldName(messages, field);

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
                · {auditValue(messages, 'role', entry.role)}
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
