import { useState } from 'react';
import { messages } from '../../../../shared/messages';
import { AdminToaster } from '../../../components/ui/admin-toaster';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePromoCodes, type PromoCodeRow } from '../api/promo-codes-api';
import { PromoCodeForm } from '../components/promo-code-form';
import { PromoCodeList } from '../components/promo-code-list';

const m = messages.promotions.admin;

/** /promoCodes: the shop's promotion codes; create one, edit, deactivate, see its report. */
export function Component() {
  useDocumentTitle(m.title);
  const codes = usePromoCodes();
  const [editing, setEditing] = useState<PromoCodeRow | null>(null);
  // On a phone the nine-field form stood before every code's card: it waits behind "New code"
  // there (open while a code is edited), so checking a code's uses is not a long scroll.
  const [formOpen, setFormOpen] = useState(false);
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      {!editing && (
        <button
          type="button"
          aria-expanded={formOpen}
          aria-controls="promo-code-form"
          onClick={() => setFormOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium sm:hidden"
        >
          {m.newCode}
          <span aria-hidden="true" className={`transition-transform ${formOpen ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      )}
      <div id="promo-code-form" className={`${formOpen || editing ? 'block' : 'hidden'} sm:block`}>
        {/* A new key per code edited: the form starts from that code's values. */}
        <PromoCodeForm
          key={editing?._id ?? 'new'}
          editing={editing}
          onDone={() => {
            setEditing(null);
            setFormOpen(false);
          }}
        />
      </div>
      {codes.isPending ? (
        <div role="status" aria-label={messages.layout.loading} className="h-40 animate-pulse rounded-2xl bg-gray-100" />
      ) : codes.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {m.loadFailed}
        </div>
      ) : (
        <PromoCodeList
          codes={codes.data}
          onEdit={(code) => {
            setEditing(code);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      )}
      <AdminToaster />
    </section>
  );
}
