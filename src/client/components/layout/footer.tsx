import { Link } from 'react-router';
import { paths } from '../../paths';

const footerLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.allCategories, label: 'Categories' },
  { to: paths.collections, label: 'Shop All' },
  { to: paths.cart, label: 'Cart' },
  { to: paths.returns, label: 'Returns & Exchanges' },
  { to: paths.shipping, label: 'Shipping' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.policy, label: 'Privacy Policy' },
];

export function Footer() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <nav aria-label="Footer" className="mx-auto flex max-w-6xl flex-wrap gap-4 px-4 py-8 text-sm">
        {footerLinks.map((link) => (
          <Link key={link.to} to={link.to} className="hover:underline">
            {link.label}
          </Link>
        ))}
      </nav>
    </footer>
  );
}
