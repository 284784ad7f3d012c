import { messages } from '../../../shared/messages';
import type { ShopSettings } from '../../lib/shop-settings';

const names = messages.shopSettings.social;

/** The owner's social pages, in a fixed order; the unset ones are left out. */
export function socialLinks(settings: ShopSettings | undefined): Array<{ label: string; href: string }> {
  if (!settings) return [];
  const links: Array<{ label: string; href: string | null }> = [
    { label: names.facebook, href: settings.facebookUrl },
    { label: names.instagram, href: settings.instagramUrl },
    { label: names.tiktok, href: settings.tiktokUrl },
  ];
  return links.filter((link): link is { label: string; href: string } => link.href !== null);
}

export function SocialLinks({ settings, className }: { settings: ShopSettings | undefined; className?: string }) {
  const links = socialLinks(settings);
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-block py-1.5 hover:underline">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
