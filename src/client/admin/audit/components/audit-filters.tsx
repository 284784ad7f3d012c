import { useState, type FormEvent } from 'react';
import { AUDIT_ENTITIES } from '../../../../shared/audit';
import { messages } from '../../../../shared/messages';
import type { AuditQuery } from '../api/audit-api';

const m = messages.team.audit;
const inputClass = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base';
const FIELDS = ['actor', 'entity', 'entityId', 'action', 'from', 'to'] as const;

/** The log's filters; applied together (one request), cleared together. */
export function AuditFilterForm({ value, onApply }: { value: AuditQuery; onApply: (filters: AuditQuery) => void }) {
  const [draft, setDraft] = useState<AuditQuery>(value);
  // On a phone the six fields filled the first screen: they wait behind a button unless a filter is on.
  const [shown, setShown] = useState(() => FIELDS.some((field) => value[field]));
  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(FIELDS.filter((field) => draft[field]).map((field) => [field, draft[field]!.trim()])));
  };
  const text = (field: 'actor' | 'entityId' | 'action', label: string, ltr = true) => (
    <div>
      <label htmlFor={`audit-${field}`} className="text-sm font-medium">
        {label}
      </label>
      <input id={`audit-${field}`} dir={ltr ? 'ltr' : undefined} value={draft[field] ?? ''} onChange={set(field)} className={`${inputClass} text-start`} />
    </div>
  );
  return (
    <>
    <button
      type="button"
      aria-expanded={shown}
      aria-controls="audit-filters"
      onClick={() => setShown((current) => !current)}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium sm:hidden"
    >
      {m.showFilters}
      <span aria-hidden="true" className={`transition-transform ${shown ? 'rotate-180' : ''}`}>
        ▾
      </span>
    </button>
    <form id="audit-filters" onSubmit={submit} role="search" aria-label={m.title} className={`${shown ? 'grid' : 'hidden'} gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid sm:grid-cols-3`}>
      {text('actor', m.actor)}
      <div>
        <label htmlFor="audit-entity" className="text-sm font-medium">
          {m.entity}
        </label>
        <select id="audit-entity" value={draft.entity ?? ''} onChange={set('entity')} className={inputClass}>
          <option value="">{m.anyEntity}</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {m.entities[entity]}
            </option>
          ))}
        </select>
      </div>
      {text('entityId', m.entityId)}
      {text('action', m.action)}
      <div>
        <label htmlFor="audit-from" className="text-sm font-medium">
          {m.from}
        </label>
        <input id="audit-from" type="date" value={draft.from ?? ''} onChange={set('from')} className={inputClass} />
      </div>
      <div>
        <label htmlFor="audit-to" className="text-sm font-medium">
          {m.to}
        </label>
        <input id="audit-to" type="date" value={draft.to ?? ''} onChange={set('to')} className={inputClass} />
      </div>
      <div className="flex gap-2 sm:col-span-3">
        <button type="submit" className="rounded-lg bg-gray-900 px-5 py-2.5 font-semibold text-white">
          {m.apply}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
          className="rounded-lg border border-gray-300 px-4 py-2.5 font-medium"
        >
          {m.clear}
        </button>
      </div>
    </form>
    </>
  );
}
