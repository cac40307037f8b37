import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Game } from '@casino/contracts';
import { SLOT_PAYS, type SlotSymbol } from '@casino/engine';
import { SlotIcon } from '../../components/icons/icons';
import { SlotSymbolArt } from '../../games/slots/slot-symbol-art';
import { GamePageHeader } from '../../components/games/game-ui';
import { formatCents } from '../../components/games/money';
import { usePlayBalance } from '../../components/games/use-balance';
import { catalogueLimitsIn } from '../../components/games/currency-limits';
import { currencyMark, usePlayCurrency } from '../../components/currency-switch/play-currency-store';
import { describeError } from '../../api/error-message';
import { useLoyalty } from '../../api/economy-queries';
import { SlotMachine } from '../../games/slots/slot-machine';
import { pickSlot } from '../../games/slots/pick-slot';
import '../../styles/slots.css';

const THEME_SYMBOLS: Record<string, SlotSymbol> = {
  luxury: 'diamond',
  ancient: 'crown',
  space: 'seven',
  classic: 'cherry',
  premium: 'bell',
};

/** Spec payout table, with the multipliers from the engine that settles the spins. */
const PAYOUTS: ReadonlyArray<{ line: string; symbols: ReadonlyArray<SlotSymbol | '+'>; pays: number }> = [
  {
    line: '5 matching',
    symbols: ['seven', 'seven', 'seven', 'seven', 'seven'],
    pays: SLOT_PAYS.fiveMatching,
  },
  { line: '3 or 4 matching', symbols: ['bell', 'bell', 'bell'], pays: SLOT_PAYS.threeOrFourMatching },
  { line: 'Diamond plus crown', symbols: ['diamond', '+', 'crown'], pays: SLOT_PAYS.diamondAndCrown },
  { line: 'Money bag', symbols: ['money-bag'], pays: SLOT_PAYS.moneyBag },
];

export const SLOT_GAMES_QUERY_KEY = ['/api/games?type=slot'] as const;

export function SlotsPage() {
  const currency = usePlayCurrency();
  const balance = usePlayBalance(currency);
  const mark = currencyMark(currency);
  const [params, setParams] = useSearchParams();
  const { data: games, isLoading, error } = useQuery<Game[]>({ queryKey: SLOT_GAMES_QUERY_KEY });
  const slots = (games ?? []).filter((g) => g.type === 'slot' && g.isActive);
  const selected = pickSlot(slots, params.get('game'));
  const { data: loyalty } = useLoyalty();

  return (
    <div className="game-page slots-page container">
      <GamePageHeader
        eyebrow="Slots"
        icon={<SlotIcon width={34} height={34} />}
        title={
          <>
            Featured <span className="gold-text">Slots</span>
          </>
        }
        subtitle="Five reels, one payline and wins up to 50x your bet. Every spin is decided by the server."
        balance={balance}
        currency={currency}
        fairnessHref={selected ? `/fairness?game=${encodeURIComponent(selected.slug)}` : '/fairness'}
      />

      {isLoading && (
        <p className="slots-page__status" role="status">
          Loading the slot machines…
        </p>
      )}
      {error && (
        <p className="slots-page__status slots-page__status--error" role="alert">
          The slots could not be loaded: {describeError(error)}
        </p>
      )}

      {selected && (
        <div className="slots-layout">
          <SlotMachine
            key={`${selected.id}-${currency}`}
            game={selected}
            currency={currency}
            balance={balance}
            freeSpins={loyalty?.freeSpins ?? 0}
          />

          <aside className="slots-side">
            {slots.length > 1 && (
              <div className="slot-picker" role="group" aria-label="Choose a slot">
                {slots.map((game) => (
                  <button
                    key={game.id}
                    type="button"
                    className={`slot-pick slot-pick--${game.theme}`}
                    aria-pressed={selected?.id === game.id}
                    onClick={() => setParams({ game: String(game.id) }, { replace: true })}
                  >
                    <span className="slot-pick__icon" aria-hidden="true">
                      <SlotSymbolArt symbol={THEME_SYMBOLS[game.theme] ?? 'seven'} />
                    </span>
                    <span className="slot-pick__text">
                      <span className="slot-pick__name">{game.name}</span>
                      <span className="slot-pick__meta">
                        RTP {game.rtp}% · {formatCents(catalogueLimitsIn(game, currency).min)}–
                        {formatCents(catalogueLimitsIn(game, currency).max)} {mark}
                      </span>
                    </span>
                    {game.isHot && <span className="slot-pick__badge slot-pick__badge--hot">HOT</span>}
                    {!game.isHot && game.isNew && <span className="slot-pick__badge">NEW</span>}
                  </button>
                ))}
              </div>
            )}

            <section className="game-panel" aria-labelledby="slot-info-title">
              <h2 id="slot-info-title" className="game-panel__title">
                {selected.name}
              </h2>
              <dl className="slot-facts">
                <div>
                  <dt>Provider</dt>
                  <dd data-testid="slot-provider">{selected.provider}</dd>
                </div>
                <div>
                  <dt>RTP</dt>
                  <dd data-testid="slot-rtp">{selected.rtp}%</dd>
                </div>
                <div>
                  <dt>Min bet</dt>
                  <dd data-testid="slot-min-bet">
                    {formatCents(catalogueLimitsIn(selected, currency).min)} {mark}
                  </dd>
                </div>
                <div>
                  <dt>Max bet</dt>
                  <dd data-testid="slot-max-bet">
                    {formatCents(catalogueLimitsIn(selected, currency).max)} {mark}
                  </dd>
                </div>
              </dl>
            </section>

            <section className="game-panel" aria-labelledby="payouts-title">
              <h2 id="payouts-title" className="game-panel__title">
                Payout table
              </h2>
              <table className="data-table payout-table">
                <thead>
                  <tr>
                    <th scope="col">Line</th>
                    <th scope="col">Pays</th>
                  </tr>
                </thead>
                <tbody>
                  {PAYOUTS.map((row) => (
                    <tr key={row.line}>
                      <td>
                        <span className="payout-table__art" aria-hidden="true">
                          {row.symbols.map((sym, i) =>
                            sym === '+' ? (
                              <span key={i} className="payout-table__plus">
                                +
                              </span>
                            ) : (
                              <SlotSymbolArt key={i} symbol={sym} />
                            ),
                          )}
                        </span>
                        <span className="payout-table__line">{row.line}</span>
                      </td>
                      <td>{row.pays}x</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="game-panel__note payout-table__max">
                Maximum potential win: {SLOT_PAYS.fiveMatching}x multiplier
              </p>
              <p className="game-panel__note">
                Matching symbols count from the leftmost reel. Only the highest win on the line pays; the
                amount paid includes your bet, so a 2x line is +1x your bet.
              </p>
            </section>
          </aside>
        </div>
      )}
    </div>
  );
}
