import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { paths } from '../../paths';

export function Header() {
  const { isSignedIn } = useSession();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-gray-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4">
        <Link to={paths.home} className="me-auto text-lg font-bold">
          Shop
        </Link>
        <NavLink to={paths.home}>Home</NavLink>
        <NavLink to={paths.collections}>Shop All</NavLink>
        <NavLink to={paths.allCategories}>Categories</NavLink>
        {isSignedIn && <NavLink to={paths.myOrders}>Orders</NavLink>}
        <NavLink to={paths.contact}>Contact</NavLink>
        <NavLink to={paths.profile}>Profile</NavLink>
        <NavLink to={paths.cart}>Cart</NavLink>
      </nav>
    </header>
  );
}
