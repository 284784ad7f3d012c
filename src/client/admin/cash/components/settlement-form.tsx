import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { messages } from '../../../../shared/messages';
import { cairoDay } from '../../../../shared/money';
import { settlementSchema } from '../../../../shared/schemas/shipments';
import type { Courier } from '../../../../shared/shipping-courier';
import { AdminInputField } from '../../../components/ui/admin-field';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import { formatPoundsLE } from '../../../components/ui/money';
import { useRecordSettlement } from '../api/cash-api';

const m = messages.courierCash;

// The orders and the courier come from the list above the form; the form asks for the money.
const moneySchema = settlementSchema.pick({ amount: true, reference: true, receivedAt: true });
type MoneyInput = z.input<typeof moneySchema>;
type MoneyValues = z.output<typeof moneySchema>;

type Props = { courier: Courier; orderIds: string[]; expected: number; onSaved: () => void };

/** Money received from a courier for the chosen orders: amount, reference, the day it came. */
export function SettlementForm({ courier, orderIds, expected, onSaved }: Props) {
  const record = useRecordSettlement();
  const form = useForm<MoneyInput, unknown, MoneyValues>({
    resolver: zodResolver(moneySchema),
    defaultValues: { amount: expected, reference: '', receivedAt: cairoDay(new Date()) },
  });
  const { errors, isSubmitting } = form.formState;
  // The amount follows the chosen orders' cash until the admin types what actually came.
  useEffect(() => {
    if (!form.getFieldState('amount').isDirty) form.setValue('amount', expected);
  }, [expected, form]);
  const id = (name: string) => `settle-${courier}-${name}`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await record.mutateAsync({ ...values, courier, orderIds });
      showAdminNotice({ kind: 'ok', text: answer.message });
      onSaved();
    } catch (error) {
      showAdminFailure(error);
    }
  });

  const field = (name: keyof MoneyInput, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <AdminInputField
      id={id(name)}
      label={label}
      error={errors[name]?.message}
      className="min-h-11"
      {...input}
      registration={form.register(name, name === 'amount' ? { valueAsNumber: true } : {})}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={id('heading')} className="space-y-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:p-4">
      <div>
        <h3 id={id('heading')} className="font-semibold">
          {m.recordSettlement}
        </h3>
        <p className="text-sm text-gray-700" data-testid="settlement-selection">
          {orderIds.length > 0 ? m.selection(orderIds.length, formatPoundsLE(expected)) : m.chooseOrders}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {field('amount', m.amount, { type: 'number', inputMode: 'decimal', step: '0.01', min: 0, dir: 'ltr' })}
        {field('reference', m.reference, { type: 'text' })}
        {field('receivedAt', m.receivedAt, { type: 'date', dir: 'ltr' })}
      </div>
      <button type="submit" disabled={isSubmitting || orderIds.length === 0} className="min-h-11 w-full rounded-lg bg-gray-900 px-5 py-2 font-semibold text-white disabled:opacity-60 sm:w-auto">
        {isSubmitting ? m.saving : m.save}
      </button>
    </form>
  );
}
