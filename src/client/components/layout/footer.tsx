import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../paths';
import { useShopSettings } from '../../lib/shop-settings';
import { formatPhoneForDisplay, mailtoUrl, telUrl, whatsappUrl } from './contact-channels';
import { MailIcon, WhatsAppIcon } from './icons';
import { ShopMark, useShopName } from './shop-mark';
import { SocialLinks } from './social-links';
import { LanguageSwitch } from './language-switch';
import { footerLinkGroups } from './nav-links';

const t = messages.layout;

/** The contact column shows only what the owner has set in the shop settings. */
export function Footer() {
  const settings = useShopSettings();
  const shopName = useShopName();
  const chatUrl = whatsappUrl(settings);
  const mailUrl = mailtoUrl(settings);
  return (
    <footer className="bg-ink text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 pt-14 pb-24 sm:grid-cols-2 lg:grid-cols-4 lg:px-8 lg:pb-14">
        <div>
          <Link to={paths.home} className="font-serif text-2xl font-semibold tracking-[0.2em] text-white uppercase">
            <ShopMark logoClassName="h-10 w-auto max-w-48 rounded bg-white object-contain p-1" />
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6">{t.tagline}</p>
          <p className="mt-2 text-sm leading-6">{t.cashOnDelivery}</p>
        </div>

        <nav aria-label={t.footerNav} className="grid grid-cols-2 gap-8 sm:col-span-1 lg:col-span-2">
          {footerLinkGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-xs font-semibold tracking-widest text-white uppercase">{group.heading}</h2>
              <ul className="mt-4 space-y-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="inline-block py-1.5 text-sm hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div>
          <h2 className="text-xs font-semibold tracking-widest text-white uppercase">{t.contactHeading}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {chatUrl && settings?.whatsappNumber && (
              <a href={chatUrl} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 hover:text-white hover:underline">
                <WhatsAppIcon width={18} height={18} />
                <span dir="ltr">
                  <span className="sr-only">WhatsApp </span>
                  {formatPhoneForDisplay(settings.whatsappNumber)}
                </span>
              </a>
            )}
            {settings?.phone && (
              <a href={telUrl(settings.phone)} className="block hover:text-white hover:underline" dir="ltr">
                {formatPhoneForDisplay(settings.phone)}
              </a>
            )}
            {mailUrl && (
              <a href={mailUrl} className="flex items-center gap-2 break-all hover:text-white hover:underline">
                <MailIcon width={18} height={18} />
                {settings?.email}
              </a>
            )}
            {settings?.address && <p className="leading-6 whitespace-pre-line">{settings.address}</p>}
            {settings?.openingHours && <p className="leading-6">{settings.openingHours}</p>}
          </address>
          <SocialLinks settings={settings} className="mt-3 flex flex-wrap gap-x-4 text-sm" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-5 py-3 lg:px-8">
          <p className="text-xs text-gray-400">{t.rights(new Date().getFullYear(), shopName)}</p>
          <LanguageSwitch className="inline-flex min-h-11 items-center gap-1.5 text-sm text-gray-300 hover:text-white hover:underline" />
        </div>
      </div>
    </footer>
  );
}
