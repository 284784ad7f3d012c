import { messages } from '../../../../shared/messages';

const l = messages.productScreen;

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
