import crypto from 'node:crypto';
import type { ShopSettingsAnswer } from '../../../shared/contract/shop-settings';
import { shopSettingsMessages } from '../../../shared/shop-settings-messages';
import type { ShopSettingsValues } from '../../../shared/schemas/shop-settings';
import type { ConfirmationSettingsInput } from '../../../shared/schemas/confirmation';
import type { ReturnPolicyInput } from '../../../shared/schemas/returns';
import { toPiastres, toPounds } from '../../../shared/money';
import { badRequest } from '../../http/http-error';
import { srcsetFor, storeImage, variantPrefixOf } from '../../storage/images';
import type { AppDeps } from '../../types';
import type { MultipartForm } from '../../http/multipart';
import * as repo from './shop-settings.repository';
import { changesBetween, recordAudit } from '../audit';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'events'>;

function present(storage: AppDeps['storage'], { logoKey, confirmAbovePiastres, ...values }: repo.ShopSettingsRecord): ShopSettingsAnswer {
  const logoUrl = logoKey ? storage.publicUrl(logoKey) : null;
  return { ...values, confirmAbove: toPounds(confirmAbovePiastres), logo: logoUrl ? { secure_url: logoUrl, srcset: srcsetFor(logoUrl) } : null };
}

export async function readShopSettings({ db, storage }: Pick<Deps, 'db' | 'storage'>): Promise<ShopSettingsAnswer> {
  return present(storage, await repo.readSettings(db));
}

/** The name mails, packing slips and titles use: the owner's, else a neutral word (never an invented brand). */
export const displayName = (settings: Pick<ShopSettingsAnswer, 'shopName'>): string => settings.shopName ?? shopSettingsMessages.fallbackShopName;

/** The text settings all at once; the confirmation settings only those sent (a form without them keeps them). */
export async function saveShopSettings(deps: Deps, values: ShopSettingsValues & ConfirmationSettingsInput & ReturnPolicyInput): Promise<ShopSettingsAnswer> {
  const { confirmAbove, confirmRule, autoCancelHours, autoBlockRefusals, returnWindowDays, returnReasons, customerPaysReturnFor, exchangeShipsFree, ...texts } = values;
  // The confirmation and returns settings: only those sent (a form without them keeps them).
  const confirmation = Object.fromEntries(
    Object.entries({
      confirmRule,
      autoCancelHours,
      autoBlockRefusals,
      confirmAbovePiastres: confirmAbove === undefined ? undefined : toPiastres(confirmAbove),
      returnWindowDays,
      returnReasons,
      customerPaysReturnFor,
      exchangeShipsFree,
    }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  await deps.db.transaction(async (tx) => {
    const { logoKey: _logo, confirmAbovePiastres, ...before } = await repo.readSettings(tx);
    await repo.writeSettings(tx, { ...texts, ...confirmation });
    // Amounts in LE in the log, like everywhere the owner reads them.
    const changes = changesBetween(
      { ...before, confirmAbove: toPounds(confirmAbovePiastres) },
      { ...texts, confirmRule, autoCancelHours, autoBlockRefusals, confirmAbove, returnWindowDays, returnReasons, customerPaysReturnFor, exchangeShipsFree },
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, { action: 'settings.update', entity: 'settings', summary: { code: 'settings.changed', params: { fields: Object.keys(changes) } }, changes });
    }
  });
  // Every process's cached copy (the storefront's settings, its pages' shop name) is dropped.
  deps.events.announce({ kind: 'settings' });
  return readShopSettings(deps);
}

/** Stores a new logo through the image pipeline, then removes the old one's files. */
export async function replaceLogo(deps: Deps, form: MultipartForm): Promise<ShopSettingsAnswer> {
  const logo = form.files.logo?.[0];
  if (!logo) throw badRequest((t) => t.api.http.invalidField('logo', t.shopSettings.logoHint));
  const previous = await repo.readSettings(deps.db);
  const logoKey = await storeImage(deps.storage, `shop/logo-${crypto.randomUUID()}`, logo.buffer);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.writeSettings(tx, { logoKey });
      await recordAudit(tx, { action: 'settings.logo', entity: 'settings', summary: { code: 'settings.logoReplaced', params: {} }, changes: { logo: { before: previous.logoKey ? 'a logo' : null, after: 'a new logo' } } });
    });
  } catch (error) {
    await deps.storage.removePrefix(variantPrefixOf(logoKey));
    throw error;
  }
  deps.events.announce({ kind: 'settings' });
  if (previous.logoKey) await deps.storage.removePrefix(variantPrefixOf(previous.logoKey));
  return readShopSettings(deps);
}

export async function removeLogo(deps: Deps): Promise<ShopSettingsAnswer> {
  const previous = await repo.readSettings(deps.db);
  await deps.db.transaction(async (tx) => {
    await repo.writeSettings(tx, { logoKey: null });
    if (previous.logoKey) await recordAudit(tx, { action: 'settings.logo', entity: 'settings', summary: { code: 'settings.logoRemoved', params: {} }, changes: { logo: { before: 'a logo', after: null } } });
  });
  deps.events.announce({ kind: 'settings' });
  if (previous.logoKey) await deps.storage.removePrefix(variantPrefixOf(previous.logoKey));
  return readShopSettings(deps);
}
