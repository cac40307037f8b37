import type { CSSProperties } from 'react';
import { STARTING_GRANT } from '@casino/contracts';
import { BRAND } from '../../lib/brand';
import { formatAmount } from '../../lib/format';
import { useAuthDialog } from '../../components/auth-dialog/auth-dialog-store';
import type { PlayAction } from './play-action';

const ROYAL_FLUSH = ['10', 'J', 'Q', 'K', 'A'] as const;

export function HeroSection({ play }: { play: PlayAction }) {
  const openDialog = useAuthDialog((s) => s.open);
  const coins = formatAmount(STARTING_GRANT.coins).replace(/\.00$/, '');
  const sweeps = formatAmount(STARTING_GRANT.sweepstakesCoins).replace(/\.00$/, '');

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner container">
        <div className="hero__copy">
          <p className="hero__eyebrow">Free-to-play social casino</p>
          <h1 id="hero-title" className="hero__title">
            Welcome to <span className="gold-text">{BRAND.name}</span>
          </h1>
          <p className="hero__lead">
            Spin premium slots, take a seat at blackjack and roulette, and challenge other players. Every new
            player starts with <strong>{coins} coins</strong> and <strong>{sweeps} sweepstakes coins</strong>{' '}
            — on the house.
          </p>
          <div className="hero__actions">
            <button
              type="button"
              className="btn btn--gold btn--lg"
              onClick={() => play.start()}
              disabled={play.isPending}
            >
              Start Playing
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--lg"
              onClick={() => play.start()}
              disabled={play.isPending}
            >
              View Bonuses
            </button>
          </div>
          <p className="hero__account">
            Have an account?{' '}
            <button type="button" className="text-button" onClick={() => openDialog('login')}>
              Sign in
            </button>{' '}
            or{' '}
            <button type="button" className="text-button" onClick={() => openDialog('register')}>
              Create account
            </button>
          </p>
        </div>

        <div className="hero__art" aria-hidden="true">
          <div className="hero__glow" />
          <div className="card-fan">
            {ROYAL_FLUSH.map((rank, i) => (
              <div key={rank} className="playing-card" style={{ '--i': i - 2 } as CSSProperties}>
                <span className="playing-card__corner">
                  {rank}
                  <br />♠
                </span>
                <span className="playing-card__pip">♠</span>
                <span className="playing-card__corner playing-card__corner--bottom">
                  {rank}
                  <br />♠
                </span>
              </div>
            ))}
          </div>
          <div className="chip chip--gold">
            <span>10K</span>
          </div>
          <div className="chip chip--purple">
            <span>SC</span>
          </div>
        </div>
      </div>
    </section>
  );
}
