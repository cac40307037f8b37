import type { Card } from '@casino/contracts';
import { UNITS_PER_COIN } from '@casino/engine';
import { betLimitsOf, gameOf, type GameKey } from '@casino/games';
import { GamePageHeader } from '../../components/games/game-ui';
import { LiveIcon } from '../../components/icons/icons';
import { PlayingCard } from '../../components/playing-cards/playing-card';
import { RouletteWheel } from '../../games/roulette/roulette-wheel';
import { useCoinBalance } from '../../components/games/use-balance';
import { toast } from '../../components/toaster/toast-store';
import { RouletteTable } from '../../games/roulette/roulette-table';
import '../../styles/live-casino.css';

interface LiveTable {
  key: string;
  name: string;
  dealer: string;
  cards: readonly Card[];
  /** Limits in coins. */
  min: number;
  max: number;
  playable: boolean;
  seats: string;
}

/** A table's name and limits (coins) as the game registry states them. */
function fromRegistry(game: GameKey): Pick<LiveTable, 'name' | 'min' | 'max'> {
  const limits = betLimitsOf(game);
  return { name: gameOf(game).name, min: limits.min / UNITS_PER_COIN, max: limits.max / UNITS_PER_COIN };
}

/** Spec: four live tables with their limits; roulette is playable in this release. */
const LIVE_TABLES: readonly LiveTable[] = [
  {
    key: 'roulette',
    ...fromRegistry('roulette'),
    dealer: 'Sofia',
    cards: [],
    playable: true,
    seats: 'Open table',
  },
  {
    key: 'blackjack',
    ...fromRegistry('live-blackjack'),
    dealer: 'Marcus',
    cards: [
      { rank: 'A', suit: 'spades' },
      { rank: 'K', suit: 'hearts' },
    ],
    playable: false,
    seats: '7 seats',
  },
  {
    key: 'baccarat',
    ...fromRegistry('live-baccarat'),
    dealer: 'Mei',
    cards: [
      { rank: '9', suit: 'diamonds' },
      { rank: 'K', suit: 'clubs' },
    ],
    playable: false,
    seats: 'Open table',
  },
  {
    key: 'holdem',
    ...fromRegistry('holdem'),
    dealer: 'Jack',
    cards: [
      { rank: 'A', suit: 'hearts' },
      { rank: 'A', suit: 'clubs' },
    ],
    playable: false,
    seats: '6 seats',
  },
];

export function LiveCasinoPage() {
  const balance = useCoinBalance();

  function join(table: LiveTable) {
    if (table.playable) {
      document.getElementById('live-roulette')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    toast({ title: `${table.name}`, description: 'This live table opens in a later release.' });
  }

  return (
    <div className="game-page live-casino container">
      <section id="live-roulette" className="live-roulette" aria-labelledby="live-roulette-title">
        <div className="live-roulette__head">
          <h2 id="live-roulette-title" className="live-roulette__title">
            European Roulette <span className="live-roulette__badge">● LIVE</span>
          </h2>
          <p className="live-roulette__sub">Single zero · 37 pockets · limits 1 – 1,000 GC</p>
        </div>
        <RouletteTable balance={balance} />
      </section>

      {/* Game first (issue 12): the playable table opens the page; the banner introduces the rest. */}
      <GamePageHeader
        eyebrow="Live Casino"
        icon={<LiveIcon width={34} height={34} />}
        title={
          <>
            Live <span className="gold-text">Tables</span>
          </>
        }
        subtitle="Pull up a chair at our live tables. European roulette is spinning now."
        balance={balance}
      />

      <ul className="live-tables">
        {LIVE_TABLES.map((table) => (
          <li key={table.key} className={`live-table live-table--${table.key}`}>
            <div className="live-table__art" aria-hidden="true">
              {table.cards.length === 0 ? (
                <span className="live-table__wheel">
                  <RouletteWheel rotation={0} durationMs={0} spinning={false} landed={null} />
                </span>
              ) : (
                <span className="live-table__cards">
                  {table.cards.map((card, i) => (
                    <PlayingCard key={i} card={card} size="sm" index={i} />
                  ))}
                </span>
              )}
              <span className={`live-table__live${table.playable ? '' : ' live-table__live--soon'}`}>
                {table.playable ? '● LIVE' : 'SOON'}
              </span>
            </div>
            <div className="live-table__body">
              <h2 className="live-table__name" id={`live-table-${table.key}`}>
                {table.name}
              </h2>
              <p className="live-table__meta">
                Dealer {table.dealer} · {table.seats}
              </p>
              <p className="live-table__limits">
                Limits <strong>{table.min.toLocaleString('en-US')}</strong> –{' '}
                <strong>{table.max.toLocaleString('en-US')}</strong>
              </p>
              <button
                type="button"
                className={`btn ${table.playable ? 'btn--gold' : 'btn--ghost'} btn--sm btn--block`}
                aria-describedby={`live-table-${table.key}`}
                onClick={() => join(table)}
              >
                Join Table
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
