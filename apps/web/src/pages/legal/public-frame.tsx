import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../components/brand/brand-logo';
import { SiteFooter } from '../../components/site-footer/site-footer';
import { BRAND } from '../../lib/brand';
import './legal.css';

/**
 * A public page seen signed out (the rules pages, a mailed link opened on another device): the
 * brand, a way back to the casino, the page and the footer, without the signed-in header.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app-shell public-frame">
      <header className="public-frame__header">
        <div className="public-frame__bar container">
          <Link to="/" className="public-frame__logo" aria-label={`${BRAND.name} home`}>
            <BrandLogo />
          </Link>
          <Link to="/" className="btn btn--ghost btn--sm">
            Back to the casino
          </Link>
        </div>
      </header>
      <main id="main" className="app-main">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
