import type { ComponentType, SVGProps } from 'react';
import { CrownIcon, GiftIcon, RefreshIcon } from '../../components/icons/icons';
import type { PlayAction } from './play-action';

interface Promotion {
  id: string;
  name: string;
  headline: string;
  detail: string;
  cta: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  featured?: boolean;
}

const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'welcome',
    name: 'Welcome Bonus',
    headline: '200%',
    detail: 'up to $1,000 + 100 Free Spins',
    cta: 'Claim Now',
    Icon: GiftIcon,
    featured: true,
  },
  {
    id: 'reload',
    name: 'Reload Bonus',
    headline: '50%',
    detail: 'every Friday up to $500',
    cta: 'Get Bonus',
    Icon: RefreshIcon,
  },
  {
    id: 'vip',
    name: 'VIP Program',
    headline: '10%',
    detail: 'daily cashback plus exclusive rewards',
    cta: 'Join VIP',
    Icon: CrownIcon,
  },
];

export function PromotionsSection({ play }: { play: PlayAction }) {
  return (
    <section
      id="promotions"
      className="landing-section landing-section--tinted"
      aria-labelledby="promotions-title"
    >
      <div className="container">
        <h2 id="promotions-title" className="section-title">
          <span className="gold-text">Promotions</span>
        </h2>
        <p className="section-subtitle">Boost your bankroll from day one — and keep the rewards coming.</p>
        <ul className="promo-grid">
          {PROMOTIONS.map(({ id, name, headline, detail, cta, Icon, featured }) => (
            <li key={id} className={`promo-card${featured ? ' promo-card--featured' : ''}`}>
              {featured && <span className="promo-card__ribbon">Most popular</span>}
              <span className="promo-card__icon">
                <Icon width={26} height={26} />
              </span>
              <h3 className="promo-card__name">{name}</h3>
              <p className="promo-card__headline gold-text">{headline}</p>
              <p className="promo-card__detail">{detail}</p>
              <button
                type="button"
                className={`btn ${featured ? 'btn--gold' : 'btn--purple'} btn--block`}
                onClick={play.start}
                disabled={play.isPending}
              >
                {cta}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
