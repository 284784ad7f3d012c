import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { ESSENTIAL_SETTINGS } from '../../../../shared/schemas/shop-settings';
import { useShopSettings } from '../../../lib/shop-settings';
import { paths } from '../../../paths';

const m = messages.shopSettings;

/** Until the owner fills in the shop's name and contacts, the storefront hides them: say so, and where to fix it. */
export function SettingsNotice() {
  const settings = useShopSettings();
  if (!settings) return null;
  const missing = ESSENTIAL_SETTINGS.filter((name) => !settings[name]).map((name) => m.missingNames[name]);
  if (missing.length === 0) return null;
  const list = new Intl.ListFormat(messages.format.locale, { type: 'disjunction' }).format(missing);
  return (
    <div role="status" className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p className="text-sm">{m.missingNotice(list)}</p>
      <Link to={paths.shopSettings} className="inline-flex min-h-10 items-center rounded-lg bg-amber-900 px-3 py-2 text-sm font-semibold text-white hover:bg-amber-800">
        {m.missingNoticeLink}
      </Link>
    </div>
  );
}
