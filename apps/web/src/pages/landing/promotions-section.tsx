import type { ComponentType, SVGProps } from 'react';
import { CrownIcon, GiftIcon, RefreshIcon } from '../../components/icons/icons';
import { PROMOTION_COPY } from '../../lib/promotion-terms';
import type { PlayAction } from './play-action';

interface Promotion {
  id: string;
  name: string;
  headline: string;
  detail: string;
  cta: string;
  /** Where the promotion is obtained: the page a signed-in player lands on. */
  destination: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  featured?: boolean;
}

const PROMOTIONS: readonly Promotion[] = [
  {
    id: 'welcome',
    ...PROMOTION_COPY.welcome,
    cta: 'Claim Now',
    destination: '/coin-store#promotions',
    Icon: GiftIcon,
    featured: true,
  },
  {
    id: 'reload',
    ...PROMOTION_COPY.fridayReload,
    cta: 'Get Bonus',
    destination: '/coin-store#promotions',
    Icon: RefreshIcon,
  },
  {
    id: 'vip',
    ...PROMOTION_COPY.vipCashback,
    cta: 'Join VIP',
    destination: '/coin-store#promotions',
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
          {PROMOTIONS.map(({ id, name, headline, detail, cta, destination, Icon, featured }) => (
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
                data-testid={`promo-cta-${id}`}
                onClick={() => play.start(destination)}
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
