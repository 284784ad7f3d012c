import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A back-office form's box: full width under its label, its border red while its value is refused. */
export const adminInputClass = 'mt-1 block w-full rounded-lg border border-gray-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The refusal, shown under the box as an alert. */
  error?: string;
  /** A line of help under the box. */
  hint?: string;
  /** Classes added to adminInputClass. */
  className?: string;
};

/**
 * A labelled input of a back-office form, its hint and its refusal tied to it for screen
 * readers. Admin screens only: the storefront's forms have their own look.
 */
export function AdminInputField({ id, label, registration, error, hint, className, ...input }: Props) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        className={className ? `${adminInputClass} ${className}` : adminInputClass}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
