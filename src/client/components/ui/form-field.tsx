import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled field with its error, wired for screen readers. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass = 'rounded-lg border border-gray-300 px-3 py-2';

type ArabicFieldProps = { id: string; label: string; hint: string; error?: string; multiline?: boolean; registration: UseFormRegisterReturn };

/**
 * The Arabic version of a catalogue text (optional): typed right to left whatever the admin's
 * language, with a hint saying what an empty one shows.
 */
export function ArabicField({ id, label, hint, error, multiline = false, registration }: ArabicFieldProps) {
  const described = [`${id}-hint`, ...(error ? [`${id}-error`] : [])].join(' ');
  const common = { id, dir: 'rtl', lang: 'ar', 'aria-describedby': described, 'aria-invalid': error ? true : undefined, className: inputClass, ...registration } as const;
  return (
    <Field id={id} label={label} error={error}>
      {multiline ? <textarea rows={3} {...common} /> : <input {...common} />}
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {hint}
      </p>
    </Field>
  );
}
export const fileClass = 'text-sm file:me-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-2';

export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
