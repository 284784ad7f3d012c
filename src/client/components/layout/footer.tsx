import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../../paths';
import { formatPhoneForDisplay, mailtoUrl, supportEmail, whatsappNumber, whatsappUrl } from './contact-channels';
import { MailIcon, WhatsAppIcon } from './icons';
import { footerLinkGroups } from './nav-links';

const t = messages.layout;

export function Footer() {
  return (
    <footer className="bg-ink text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-5 pt-14 pb-24 sm:grid-cols-2 lg:grid-cols-4 lg:px-8 lg:pb-14">
        <div>
          <Link to={paths.home} className="font-serif text-2xl font-semibold tracking-[0.2em] text-white uppercase">
            {t.shopName}
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
            <a href={whatsappUrl()} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 hover:text-white hover:underline">
              <WhatsAppIcon width={18} height={18} />
              <span>
                <span className="sr-only">WhatsApp </span>
                {formatPhoneForDisplay(whatsappNumber)}
              </span>
            </a>
            <a href={mailtoUrl()} className="flex items-center gap-2 break-all hover:text-white hover:underline">
              <MailIcon width={18} height={18} />
              {supportEmail}
            </a>
            <p className="leading-6">{t.hours}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-gray-400 lg:px-8">{t.rights(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
