import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { PROMO_KINDS } from '../../../../shared/promo-codes';
import { promoCodeSchema, type PromoCodeBody, type PromoCodeInput } from '../../../../shared/schemas/promo-codes';
import { AdminInputField, adminInputClass } from '../../../components/ui/admin-field';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { useSavePromoCode, type PromoCodeRow } from '../api/promo-codes-api';

const m = messages.promotions.admin;

const EMPTY: PromoCodeInput = { code: '', kind: 'percent', value: '', minSubtotal: '', firstOrderOnly: false, perCustomerLimit: '', totalLimit: '', startsAt: '', endsAt: '', active: true };

const valuesOf = (code: PromoCodeRow): PromoCodeInput => ({
  code: code.code,
  kind: code.kind,
  value: code.kind === 'free_shipping' ? '' : String(code.value),
  minSubtotal: code.minSubtotal ? String(code.minSubtotal) : '',
  firstOrderOnly: code.firstOrderOnly,
  perCustomerLimit: code.perCustomerLimit === null ? '' : String(code.perCustomerLimit),
  totalLimit: code.totalLimit === null ? '' : String(code.totalLimit),
  startsAt: code.startsAt ?? '',
  endsAt: code.endsAt ?? '',
  active: code.active,
});

type TextField = 'code' | 'value' | 'minSubtotal' | 'perCustomerLimit' | 'totalLimit' | 'startsAt' | 'endsAt';

/** A code's whole form, new or edited: the shared schema checks it here, on the route and in the tests. */
export function PromoCodeForm({ editing, onDone }: { editing: PromoCodeRow | null; onDone: () => void }) {
  const save = useSavePromoCode();
  const form = useForm<PromoCodeInput, unknown, PromoCodeBody>({ resolver: zodResolver(promoCodeSchema), defaultValues: editing ? valuesOf(editing) : EMPTY });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  // "Edit" on a code's card fills this form at the page's top: focus follows it there, or a
  // keyboard or screen reader would still be down at the card, far from the fields it changes.
  const { setFocus } = form;
  useEffect(() => {
    if (editing) setFocus('code');
  }, [editing, setFocus]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ id: editing?._id ?? null, body });
      showAdminNotice({ kind: 'ok', text: answer.message });
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      showAdminFailure(error);
    }
  });

  const field = (name: TextField, label: string, type: 'text' | 'date' | 'number' = 'text', placeholder?: string) => (
    <AdminInputField
      id={`promo-${name}`}
      label={label}
      type={type}
      inputMode={type === 'number' ? 'decimal' : undefined}
      dir="ltr"
      placeholder={placeholder}
      error={errors[name]?.message}
      className={name === 'code' ? 'text-start uppercase' : 'text-start'}
      registration={form.register(name)}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="promo-form-heading" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="promo-form-heading" className="font-semibold">
        {editing ? m.editCode(editing.code) : m.newCode}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('code', m.code, 'text', 'SUMMER20')}
        <div>
          <label htmlFor="promo-kind" className="text-sm font-medium">
            {m.kind}
          </label>
          <select id="promo-kind" className={adminInputClass} {...form.register('kind')}>
            {PROMO_KINDS.map((value) => (
              <option key={value} value={value}>
                {m.kinds[value]}
              </option>
            ))}
          </select>
        </div>
        {kind !== 'free_shipping' && field('value', kind === 'percent' ? m.percentValue : m.fixedValue, 'number')}
        {field('minSubtotal', m.minSubtotal, 'number', '0')}
        {field('perCustomerLimit', m.perCustomerLimit, 'number', m.unlimited)}
        {field('totalLimit', m.totalLimit, 'number', m.unlimited)}
        {field('startsAt', m.startsAt, 'date')}
        {field('endsAt', m.endsAt, 'date')}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('firstOrderOnly')} />
          {m.firstOrderOnly}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register('active')} />
          {m.active}
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSubmitting} className="rounded-lg bg-gray-900 px-5 py-3 font-semibold text-white disabled:opacity-60">
          {m.save}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className="rounded-lg border border-gray-300 px-5 py-3 font-medium">
            {m.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
