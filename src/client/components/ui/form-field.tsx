import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '../../../shared/messages';

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
/**
 * A file field whose button and chosen-file line are the shop's texts in the page's language:
 * a bare file input draws the browser's own ("No file chosen"), in the browser's language,
 * inside an Arabic page. The native input stays the control, drawn invisibly over the two, so
 * its label, focus, keyboard and screen-reader behaviour are the browser's.
 */
export function FilePicker({ onChange, multiple, className = '', ...input }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const [names, setNames] = useState<string[]>([]);
  const t = messages.common;
  return (
    <div className={`relative flex w-full min-w-0 items-center gap-3 text-sm ${className}`}>
      <input
        type="file"
        multiple={multiple}
        {...input}
        onChange={(event) => {
          setNames(Array.from(event.target.files ?? [], (file) => file.name));
          onChange?.(event);
        }}
        className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span aria-hidden="true" className="shrink-0 rounded-lg bg-gray-100 px-3 py-2 font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ink">
        {multiple ? t.chooseFiles : t.chooseFile}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-gray-700">
        {names.length > 0 ? <bdi>{names.join(messages.format.separator)}</bdi> : t.noFileChosen}
      </span>
    </div>
  );
}

export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
