import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CurrentUser } from '@casino/contracts';
import { BRAND } from '../../lib/brand';
import { useDismiss } from '../../lib/use-dismiss';
import { BrandLogo } from '../brand/brand-logo';
import { AccountMenu } from './account-menu';
import { CurrencySwitch } from '../currency-switch/currency-switch';
import { MainNav } from './main-nav';
import './header.css';

/**
 * Signed-in header: logo, page links, VIP badge, both balances (which are the switch of the currency
 * at stake), account menu, mobile drawer.
 */
export function SiteHeader({ user }: { user: CurrentUser }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useDismiss(headerRef, drawerOpen, closeDrawer);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar container">
        <button
          type="button"
          className="site-header__menu-button"
          aria-label={drawerOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={drawerOpen}
          aria-controls="mobile-nav"
          onClick={() => setDrawerOpen((v) => !v)}
        >
          <span className="hamburger" aria-hidden="true" data-open={drawerOpen}>
            <span />
            <span />
            <span />
          </span>
        </button>

        <Link to="/" className="site-header__logo" aria-label={`${BRAND.name} home`}>
          <BrandLogo />
        </Link>

        <nav className="site-header__nav" aria-label="Main">
          <MainNav isAdmin={user.isAdmin} variant="bar" />
        </nav>

        <div className="site-header__account">
          {user.isVip && (
            <span className="vip-badge" title="VIP member">
              <span aria-hidden="true">♛</span> <span className="vip-badge__text">VIP</span>
            </span>
          )}
          <CurrencySwitch user={user} />
          <AccountMenu user={user} />
        </div>
      </div>

      {drawerOpen && (
        <nav id="mobile-nav" className="mobile-drawer" aria-label="Mobile">
          <MainNav isAdmin={user.isAdmin} variant="drawer" onNavigate={closeDrawer} />
        </nav>
      )}
    </header>
  );
}
