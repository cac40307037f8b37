import { MINIMUM_AGE_YEARS } from '@casino/contracts';
import { BRAND } from '../../lib/brand';
import { BrandLogo } from '../../components/brand/brand-logo';

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-footer__inner container">
        <BrandLogo />
        <p className="landing-footer__age">
          <span className="age-badge" aria-hidden="true">
            {MINIMUM_AGE_YEARS}+
          </span>
          <span>Players {MINIMUM_AGE_YEARS}+ only. Please play responsibly.</span>
        </p>
        <p className="landing-footer__legal">
          © 2024-2025 {BRAND.name}. All rights reserved. A social casino for entertainment; coins have no cash
          value.
        </p>
      </div>
    </footer>
  );
}
