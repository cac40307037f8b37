import { Link } from 'react-router-dom';
import { MINIMUM_AGE_YEARS } from '@casino/contracts';
import { BRAND } from '../../lib/brand';
import { footerLinks } from '../../routes/route-table';
import { BrandLogo } from '../brand/brand-logo';
import './site-footer.css';

/** The footer of every page, signed in or out: 18+, the rules and policies, what coins are. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <BrandLogo />
        <nav aria-label="Rules and policies">
          <ul className="site-footer__links">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-footer__link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__age">
          <span className="age-badge" aria-hidden="true">
            {MINIMUM_AGE_YEARS}+
          </span>
          <span>Players {MINIMUM_AGE_YEARS}+ only. Please play responsibly.</span>
        </p>
        <p className="site-footer__legal">
          © 2024-2025 {BRAND.name}. All rights reserved. A social casino for entertainment: coins have no cash
          value, sweepstakes coins are never sold, and no purchase is necessary to play.
        </p>
      </div>
    </footer>
  );
}
