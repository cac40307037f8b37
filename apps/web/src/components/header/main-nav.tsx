import { NavLink } from 'react-router-dom';
import { accountLinks, navLinksFor } from '../../routes/route-table';

interface MainNavProps {
  isAdmin: boolean;
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/**
 * The header's page links; the same list renders as a bar (desktop) or a drawer (mobile). The
 * drawer also carries the account pages the desktop reaches through the avatar menu.
 */
export function MainNav({ isAdmin, variant, onNavigate }: MainNavProps) {
  const links = variant === 'drawer' ? [...navLinksFor(isAdmin), ...accountLinks] : navLinksFor(isAdmin);
  return (
    <ul className={`main-nav main-nav--${variant}`}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            className={({ isActive }) => `main-nav__link${isActive ? ' is-active' : ''}`}
            onClick={onNavigate}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
