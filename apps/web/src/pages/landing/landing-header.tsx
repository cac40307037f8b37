import { Link } from 'react-router-dom';
import { BRAND } from '../../lib/brand';
import { BrandLogo } from '../../components/brand/brand-logo';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import type { PlayAction } from './play-action';

export function LandingHeader({ play }: { play: PlayAction }) {
  const openDialog = useAuthDialog((s) => s.open);
  return (
    <header className="landing-header">
      <div className="landing-header__bar container">
        <Link to="/" className="landing-header__logo" aria-label={`${BRAND.name} home`}>
          <BrandLogo />
        </Link>
        <div className="landing-header__actions">
          <button type="button" className="btn btn--link btn--sm" onClick={() => openDialog('login')}>
            Sign in
          </button>
          <button
            type="button"
            className="btn btn--gold"
            onClick={() => play.start()}
            disabled={play.isPending}
          >
            Play Now
          </button>
        </div>
      </div>
    </header>
  );
}
