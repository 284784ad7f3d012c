import { messages } from '../../../../shared/messages';
import { showAdminFailure, showAdminNotice } from '../../../components/ui/admin-toaster';
import type { ShopSettings } from '../../../lib/shop-settings';
import { useRemoveLogo, useUploadLogo } from '../api/shop-settings-api';

const m = messages.shopSettings;

/** The logo is saved on its own, as soon as a file is chosen (the image pipeline checks and re-encodes it). */
export function LogoField({ settings }: { settings: ShopSettings }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const busy = upload.isPending || remove.isPending;
  return (
    <fieldset className="rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold">{m.logo}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {settings.logo && <img src={settings.logo.secure_url} alt={m.logo} className="h-14 w-auto max-w-48 rounded border border-gray-200 object-contain p-1" />}
        <label className="cursor-pointer rounded-lg border border-gray-300 px-3 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-ink">
          {m.uploadLogo}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file, { onSuccess: (answer) => showAdminNotice({ kind: 'ok', text: answer.message }), onError: showAdminFailure });
            }}
          />
        </label>
        {settings.logo && (
          <button
            type="button"
            disabled={busy}
            onClick={() => remove.mutate(undefined, { onSuccess: (answer) => showAdminNotice({ kind: 'ok', text: answer.message }), onError: showAdminFailure })}
            className="rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
          >
            {m.removeLogo}
          </button>
        )}
      </div>
      <p className="mt-2 text-xs text-gray-600">{m.logoHint}</p>
    </fieldset>
  );
}
