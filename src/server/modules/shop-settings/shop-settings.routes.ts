import { shopSettings as routes } from '../../../shared/contract/shop-settings';
import { shopSettingsMessages as m } from '../../../shared/shop-settings-messages';
import { implement } from '../../http/api-routes';
import { sendCached } from '../../http/public-cache';
import type { App } from '../../types';
import { readMultipart } from '../../http/multipart';
import * as settings from './shop-settings.service';

/** The shop's name and contacts: one cached public read, and the admin's form. */
export function shopSettingsRoutes(app: App) {
  const deps = app.deps;
  return implement(routes, {
    publicSettings: async (request, reply) =>
      sendCached(
        request,
        reply,
        await deps.publicCache.get('shop-settings', {
          schema: routes.publicSettings.responses[200],
          load: async () => ({ settings: await settings.readShopSettings(deps) }),
        }),
      ),
    adminSettings: async () => ({ settings: await settings.readShopSettings(deps) }),
    saveSettings: async (request) => ({ message: m.saved, settings: await settings.saveShopSettings(deps, request.body) }),
    uploadLogo: async (request) => {
      const form = await readMultipart(request, { logo: 1 });
      return { message: m.logoSaved, settings: await settings.replaceLogo(deps, form) };
    },
    removeLogo: async () => ({ message: m.logoRemoved, settings: await settings.removeLogo(deps) }),
  });
}
