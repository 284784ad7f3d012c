import { messages } from '../../../shared/messages';
import { useShopSettings } from '../../lib/shop-settings';

/** The shop's name as the owner set it; a neutral word until then (never an invented brand). */
export function useShopName(): string {
  return useShopSettings()?.shopName ?? messages.shopSettings.fallbackShopName;
}

/** The header's and footer's mark: the owner's logo when uploaded (named by its alt text), else the name. */
export function ShopMark({ logoClassName }: { logoClassName: string }) {
  const settings = useShopSettings();
  const name = settings?.shopName ?? messages.shopSettings.fallbackShopName;
  if (settings?.logo) {
    return <img src={settings.logo.secure_url} srcSet={settings.logo.srcset} sizes="320px" alt={name} className={logoClassName} />;
  }
  return <>{name}</>;
}
