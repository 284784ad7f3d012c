import { useEffect } from 'react';
import { messages } from '../../shared/messages';
import { fullTitle } from '../../shared/page-meta';
import { useShopSettings } from './shop-settings';

/** Sets the page's title (ending with the shop's name from its settings) and description while the page is shown. */
export function useDocumentTitle(title: string, description?: string): void {
  const shopName = useShopSettings()?.shopName ?? messages.shopSettings.fallbackShopName;
  useEffect(() => {
    document.title = fullTitle(title, shopName);
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, shopName]);
}
