import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MINIMUM_AGE_YEARS } from '@casino/contracts';
import { gameOf, type GameKey } from '@casino/games';
import { GamePageHeader } from '../../components/games/game-ui';
import { CardsIcon } from '../../components/icons/icons';
import { usePlayBalance } from '../../components/games/use-balance';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { formatCents } from '../../components/games/money';
import { currencyMark, usePlayCurrency } from '../../components/currency-switch/play-currency-store';
import { BlackjackTable } from '../../games/blackjack/blackjack-table';
import { VideoPokerTable } from '../../games/video-poker/video-poker-table';
import { BaccaratTable } from '../../games/baccarat/baccarat-table';
import { CrapsTableView } from '../../games/craps/craps-table';
import { RouletteTable } from '../../games/roulette/roulette-table';
import '../../styles/roulette.css';
import '../../styles/table-games.css';

type TabKey = Extract<GameKey, 'blackjack' | 'video-poker' | 'baccarat' | 'craps' | 'roulette'>;

/** The tabs in order, each with its icon; label, limits (per currency) and rules come from the registry. */
const TAB_ICONS: ReadonlyArray<readonly [TabKey, string]> = [
  ['blackjack', '♠'],
  ['video-poker', '♥'],
  ['baccarat', '♦'],
  ['craps', '⚄'],
  ['roulette', '◎'],
];

const TABS = TAB_ICONS.map(([key, icon]) => {
  const game = gameOf(key);
  return { key, label: game.shortName, icon, rules: game.rules };
});

function isTab(value: string | null): value is TabKey {
  return TABS.some((t) => t.key === value);
}

export function TableGamesPage() {
  const currency = usePlayCurrency();
  const balance = usePlayBalance(currency);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'blackjack';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const activeTab = TABS.find((t) => t.key === active) ?? TABS[0]!;

  // On a phone the tab row scrolls sideways: keep the open game's tab in view (never the page itself).
  useEffect(() => {
    const tab = tabRefs.current[active];
    const row = tab?.parentElement;
    if (tab && row) row.scrollLeft = tab.offsetLeft - (row.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  function select(key: TabKey, focus = false) {
    setParams({ tab: key }, { replace: true });
    if (focus) tabRefs.current[key]?.focus();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (delta === 0) return;
    event.preventDefault();
    const next = TABS[(index + delta + TABS.length) % TABS.length];
    if (next) select(next.key, true);
  }

  return (
    <div className="game-page table-games container">
      <GamePageHeader
        eyebrow="Table Games"
        icon={<CardsIcon width={34} height={34} />}
        title={
          <>
            Classic <span className="gold-text">Tables</span>
          </>
        }
        subtitle="Blackjack, video poker, baccarat, craps and roulette. Every card, roll and spin is dealt by the server."
        balance={balance}
        currency={currency}
        fairnessHref={`/fairness?game=${gameOf(active).slug}`}
      />

      <div className="tabs" role="tablist" aria-label="Table games">
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              tabRefs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.key}`}
            className="tabs__tab"
            aria-selected={tab.key === active}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => select(tab.key)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            <span aria-hidden="true">{tab.icon}</span>
            {tab.label}
          </button>
        ))}
      </div>

      <div className="table-games__layout">
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          className="table-games__panel"
        >
          {/* Keyed by currency: switching it starts the table's bets afresh, within its limits. */}
          {active === 'blackjack' && <BlackjackTable key={currency} currency={currency} />}
          {active === 'video-poker' && <VideoPokerTable key={currency} currency={currency} />}
          {active === 'baccarat' && <BaccaratTable key={currency} currency={currency} />}
          {active === 'craps' && <CrapsTableView key={currency} currency={currency} />}
          {active === 'roulette' && <RouletteTable key={currency} currency={currency} />}
        </div>

        <aside className="game-panel table-rules" aria-labelledby="table-rules-title">
          <h2 id="table-rules-title" className="game-panel__title">
            Table rules
          </h2>
          <p className="table-rules__age">Minimum age {MINIMUM_AGE_YEARS}+</p>
          <h3 className="table-rules__heading">Bet limits ({currencyMark(currency)})</h3>
          <ul className="plain-list table-rules__limits">
            {TABS.map((tab) => (
              <li key={tab.key} className={tab.key === active ? 'is-active' : undefined}>
                <span>{tab.label}</span>
                <span>
                  {formatCents(tableLimitsIn(tab.key, currency).min)} –{' '}
                  {formatCents(tableLimitsIn(tab.key, currency).max)} {currencyMark(currency)}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="table-rules__heading">Dealer rules</h3>
          <ul className="table-rules__list">
            <li>Blackjack dealer hits 16 or less and stands on all 17s.</li>
            <li>Baccarat banker draws by the standard third-card tableau.</li>
            <li>Every round uses a freshly shuffled, provably fair deck.</li>
          </ul>
          <h3 className="table-rules__heading">{activeTab.label}</h3>
          <ul className="table-rules__list">
            {activeTab.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="game-panel__note">
            Play responsibly. Coins have no cash value; sweepstakes coins are redeemable for prizes under the
            sweepstakes rules.
          </p>
        </aside>
      </div>
    </div>
  );
}
