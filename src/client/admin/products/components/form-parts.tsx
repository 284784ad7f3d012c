import { messages } from '../../../../shared/messages';
import type { ReactNode } from 'react';

const l = messages.productScreen;

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
export const fileClass = 'text-sm file:me-3 file:rounded-lg file:border-0 file:bg-gray-100 file:px-3 file:py-2';

export const invalidProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

export function UploadProgress({ percent }: { percent: number | null }) {
  if (percent === null) return null;
  return (
    <div className="flex flex-col gap-1">
      <progress max={100} value={percent} className="h-2 w-full" aria-label={l.uploading(percent)} />
      <p className="text-sm text-gray-600" aria-live="polite">
        {l.uploading(percent)}
      </p>
    </div>
  );
}

export function FormButtons({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className="rounded-lg border border-gray-300 px-4 py-2">
        {l.cancel}
      </button>
      <button type="submit" disabled={busy} className="rounded-lg bg-gray-900 px-4 py-2 font-semibold text-white disabled:opacity-60">
        {busy ? l.saving : submitLabel}
      </button>
    </div>
  );
}
