import { NavLink } from 'react-router-dom';
import { navLinksFor } from '../../routes/route-table';

interface MainNavProps {
  isAdmin: boolean;
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/** The header's page links; the same list renders as a bar (desktop) or a drawer (mobile). */
export function MainNav({ isAdmin, variant, onNavigate }: MainNavProps) {
  return (
    <ul className={`main-nav main-nav--${variant}`}>
      {navLinksFor(isAdmin).map((link) => (
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
