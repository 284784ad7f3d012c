/** The shop's settings (name, logo, sender, confirmation rules) and the mail signature built from them. The module's one entry. */
export { shopSettingsRoutes } from './shop-settings.routes';
export { signMail, signWithShopSettings } from './shop-mail';
export { readSettings, writeSettings, type ConfirmationSettingsRecord } from './shop-settings.repository';
