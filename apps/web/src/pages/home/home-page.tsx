import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { displayName } from '../../lib/format';
import { BRAND } from '../../lib/brand';
import { CardsIcon, LiveIcon, LobbyIcon, SlotIcon } from '../../components/icons/icons';
import { FeaturedGames, HomeTabs, StatStrip } from './home-dashboard';
import '../../styles/page-kit.css';
import './home.css';

interface QuickAction {
  to: string;
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: 'gold' | 'purple' | 'emerald' | 'rose';
}

const QUICK_ACTIONS: readonly QuickAction[] = [
  { to: '/slots', title: 'Slots', text: 'Spin the reels', Icon: SlotIcon, tone: 'gold' },
  {
    to: '/table-games',
    title: 'Table Games',
    text: 'Blackjack, roulette & more',
    Icon: CardsIcon,
    tone: 'purple',
  },
  { to: '/live-casino', title: 'Live Casino', text: 'Real-time tables', Icon: LiveIcon, tone: 'rose' },
  { to: '/lobby', title: 'Casino Lobby', text: 'Browse every game', Icon: LobbyIcon, tone: 'emerald' },
];

/** Signed-in home: hero, stat strip, quick actions, featured slots, and the player's stats and activity. */
export function HomePage() {
  const { user } = useAuth();
  const name = user ? displayName(user) : 'Player';

  return (
    <div className="home container">
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">{BRAND.name}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            Your table is <span className="gold-text">ready</span>
          </h1>
          <p className="home-hero__welcome" data-testid="home-welcome">
            Welcome back, <strong>{name}</strong>!
          </p>
          <div className="home-hero__actions">
            <Link to="/lobby" className="btn btn--gold btn--lg">
              Enter the Lobby
            </Link>
            <Link to="/coin-store" className="btn btn--ghost btn--lg">
              Visit the Coin Store
            </Link>
          </div>
        </div>
        <div className="home-hero__art" aria-hidden="true">
          <span className="home-hero__suit home-hero__suit--1">♠</span>
          <span className="home-hero__suit home-hero__suit--2">♥</span>
          <span className="home-hero__suit home-hero__suit--3">♦</span>
          <span className="home-hero__suit home-hero__suit--4">♣</span>
        </div>
      </section>

      <StatStrip />

      <section className="home-section" aria-labelledby="quick-actions-title">
        <h2 id="quick-actions-title" className="home-section__title">
          Quick play
        </h2>
        <ul className="quick-grid">
          {QUICK_ACTIONS.map(({ to, title, text, Icon, tone }) => (
            <li key={to}>
              <Link to={to} className={`quick-tile quick-tile--${tone}`}>
                <span className="quick-tile__icon">
                  <Icon width={28} height={28} />
                </span>
                <span className="quick-tile__title">{title}</span>
                <span className="quick-tile__text">{text}</span>
                <span className="quick-tile__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedGames />

      <HomeTabs />
    </div>
  );
}
