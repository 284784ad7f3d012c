import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages } from '../../../../shared/messages';
import { salesRangeSchema, type SalesRange, type SalesRangeInput } from '../../../../shared/schemas/sales';

const m = messages.dashboard;

const inputClass =
  'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base text-ink aria-invalid:border-red-500 focus:border-ink focus:outline-none';

/** Start and end day with Filter; the shared schema gives the spec's messages. */
export function SalesRangeForm({ onFilter }: { onFilter: (range: SalesRange) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SalesRangeInput, unknown, SalesRange>({ resolver: zodResolver(salesRangeSchema), defaultValues: { startDate: '', endDate: '' } });

  const field = (name: 'startDate' | 'endDate', label: string) => {
    const error = errors[name]?.message;
    return (
      <div className="min-w-0 flex-1">
        <label htmlFor={name} className="text-sm font-medium text-gray-700">
          {label}
        </label>
        <input
          id={name}
          type="date"
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(onFilter)} className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start">
      {field('startDate', m.startDate)}
      {field('endDate', m.endDate)}
      <button
        type="submit"
        className="rounded-lg bg-ink px-6 py-2.5 font-semibold text-white hover:bg-gray-800 sm:mt-6"
      >
        {m.filter}
      </button>
    </form>
  );
}
