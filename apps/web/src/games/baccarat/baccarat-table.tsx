import { useState } from 'react';
import type { BaccaratDealResponse, PlayCurrency } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import {
  addToBoard,
  boardEntries,
  boardTotal,
  chipRefusal,
  chipsFor,
  type ChipBoard,
} from '../../components/games/chip-rules';
import { Chip, ChipRack, StakeCurrency, Stat, VerifyRoundLink } from '../../components/games/game-ui';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { usePlayBalance } from '../../components/games/use-balance';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { describeNetResult, formatNetCoins, isBigWin, netResultOf } from '../../components/games/net-result';
import { chipLabel, formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import {
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { CardHand } from '../../components/playing-cards/playing-card';

type Spot = 'player' | 'banker' | 'tie';
/** Chip values; the table offers those within its limits of the currency at stake. */
const DENOMINATIONS: readonly Cents[] = [20, 100, 500, 1000, 2500, 5000, 10000, 50000, 100000];
const SPOTS: ReadonlyArray<{ spot: Spot; label: string; pays: string }> = [
  { spot: 'player', label: 'Player', pays: 'Pays 1:1' },
  { spot: 'tie', label: 'Tie', pays: 'Pays 8:1' },
  { spot: 'banker', label: 'Banker', pays: 'Pays 0.95:1' },
];
const NET_TONE = { win: 'win', push: 'push', loss: 'lose' } as const;
const WINNER_TEXT: Record<BaccaratDealResponse['winner'], string> = {
  player: 'Player wins',
  banker: 'Banker wins',
  tie: 'Tie',
};

export function BaccaratTable({ currency }: { currency: PlayCurrency }) {
  const balance = usePlayBalance(currency);
  const LIMITS = tableLimitsIn('baccarat', currency);
  const CHIPS = chipsFor(LIMITS, DENOMINATIONS).slice(-6);
  const mark = currencyMark(currency);
  const [chip, setChip] = useState<Cents>(CHIPS[0] ?? LIMITS.min);
  const [board, setBoard] = useState<ChipBoard<Spot>>({});
  const [lastBoard, setLastBoard] = useState<ChipBoard<Spot>>({});
  const [coup, setCoup] = useState<BaccaratDealResponse | null>(null);
  const [pending, setPending] = useState(false);
  const total = boardTotal(board);

  function place(spot: Spot) {
    const refusal = chipRefusal({
      totalBets: total,
      onSpot: board[spot] ?? 0,
      chip,
      balance,
      maxPerSpot: LIMITS.max,
    });
    if (refusal === 'insufficient') return toastInsufficientBalance(currency);
    if (refusal) {
      toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `Each bet must be between ${formatCents(LIMITS.min)} and ${formatCents(LIMITS.max)} ${mark}.`,
      });
      return;
    }
    setBoard(addToBoard(board, spot, chip));
  }

  /** Deals a coup on `bets` (the board, or the last board again for Rebet & Deal). */
  async function deal(bets: ChipBoard<Spot> = board) {
    const entries = boardEntries(bets).map(([type, amount]) => ({ type, amount: toMoneyString(amount) }));
    if (entries.length === 0) {
      toast({
        variant: 'destructive',
        title: 'No Bets Placed',
        description: 'Place a chip on Player, Banker or Tie first.',
      });
      return;
    }
    if (boardTotal(bets) > balance) return toastInsufficientBalance(currency);
    setPending(true);
    try {
      const result = await apiJson<BaccaratDealResponse>('POST', '/api/baccarat/deal', {
        bets: entries,
        currency,
      });
      setCoup(result);
      setLastBoard(bets);
      setBoard({});
      refreshAfterPlay(result.balance, result.currency);
      // Issue 12: the result is shown on the felt; a toast only for a big win.
      const staked = stakedOn(result);
      const returned = toCents(result.winAmount);
      if (isBigWin(staked, returned)) {
        toast({
          title: `${WINNER_TEXT[result.winner]}! 🎉`,
          description: `You won ${formatNetCoins(returned - staked, currencyMark(result.currency))}.`,
        });
      }
    } catch (error) {
      toastPlayError('Deal Failed', error);
    } finally {
      setPending(false);
    }
  }

  const lastTotal = boardTotal(lastBoard);
  const net = coup ? netResultOf(stakedOn(coup), toCents(coup.winAmount)) : null;

  return (
    <div className="bac">
      <div className="felt bac__felt">
        <div className="bac__hands">
          <div className={`bac__side${coup?.winner === 'player' ? ' bac__side--won' : ''}`}>
            <p className="felt__label">
              Player {coup && <span className="bj__total">{coup.playerTotal}</span>}
            </p>
            <CardHand cards={coup?.playerCards ?? []} label="Player's cards" />
          </div>
          <div className={`bac__side${coup?.winner === 'banker' ? ' bac__side--won' : ''}`}>
            <p className="felt__label">
              Banker {coup && <span className="bj__total">{coup.bankerTotal}</span>}
            </p>
            <CardHand cards={coup?.bankerCards ?? []} label="Banker's cards" />
          </div>
        </div>

        <div
          className={`result-banner${net ? ` result-banner--${NET_TONE[net.kind]}` : ''}`}
          data-testid="baccarat-winner"
          aria-live="polite"
        >
          {coup && net ? (
            <>
              <span>
                {WINNER_TEXT[coup.winner]} · {coup.playerTotal} – {coup.bankerTotal}
                {coup.natural ? ' · natural' : ''}
              </span>
              <strong data-testid="baccarat-net">{describeNetResult(net, mark)}</strong>
            </>
          ) : (
            'Place your chips and press Deal'
          )}
        </div>

        <div className="bac__board" role="group" aria-label="Baccarat bets">
          {SPOTS.map(({ spot, label, pays }) => {
            const amount = board[spot] ?? 0;
            return (
              <button
                key={spot}
                type="button"
                className={`bac__spot bac__spot--${spot}${coup?.winner === spot ? ' bac__spot--won' : ''}`}
                aria-label={`Bet on ${label}${amount > 0 ? `, ${formatCents(amount)} placed` : ''}`}
                disabled={pending}
                onClick={() => place(spot)}
              >
                <span className="bac__spot-label">{label}</span>
                <span className="bac__spot-pays">{pays}</span>
                {amount > 0 && (
                  <span className="bac__spot-chip">
                    <Chip value={amount} tone={spot === 'tie' ? 3 : spot === 'player' ? 2 : 1} small />
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>

      <div className="game-panel bac__controls">
        <div>
          <span className="game-stat__label">Chip value</span>
          <ChipRack chips={CHIPS} selected={chip} onSelect={setChip} disabled={pending} />
        </div>
        <div className="action-row">
          <Stat
            label="Total bet"
            value={
              <>
                {formatCents(total)} <StakeCurrency currency={currency} />
              </>
            }
            tone="gold"
          />
          <button
            type="button"
            className="btn btn--gold btn--lg"
            disabled={pending || total === 0}
            onClick={() => void deal()}
          >
            {pending ? 'Dealing…' : 'Deal'}
          </button>
          <button
            type="button"
            className="btn btn--purple btn--lg"
            disabled={pending || total > 0 || lastTotal === 0 || lastTotal > balance}
            onClick={() => void deal(lastBoard)}
          >
            Rebet &amp; Deal
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={pending || total === 0}
            onClick={() => setBoard({})}
          >
            Clear bets
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={pending || total > 0 || lastTotal === 0 || lastTotal > balance}
            onClick={() => setBoard(lastBoard)}
          >
            Rebet {lastTotal > 0 ? chipLabel(lastTotal) : ''}
          </button>
        </div>
        {coup && (
          <table className="data-table bac__results" aria-label="Bet results">
            <thead>
              <tr>
                <th scope="col">Bet</th>
                <th scope="col">Stake</th>
                <th scope="col">Result</th>
                <th scope="col">Returned</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {coup.bets.map((b) => (
                <tr key={b.type} className={b.outcome === 'win' ? 'is-hit' : undefined}>
                  <td>{SPOTS.find((s) => s.spot === b.type)?.label ?? b.type}</td>
                  <td>{formatCents(toCents(b.amount))}</td>
                  <td>{b.outcome === 'win' ? 'Win' : b.outcome === 'push' ? 'Push' : 'Lose'}</td>
                  <td>{formatCents(toCents(b.returned))}</td>
                  <td>{formatNetCoins(toCents(b.returned) - toCents(b.amount), mark)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <VerifyRoundLink sessionId={coup?.sessionId} />
        <p className="game-panel__note">
          Limits {formatCents(LIMITS.min)} – {formatCents(LIMITS.max)} {mark} per bet. On a tie, Player and
          Banker bets push.
        </p>
      </div>
    </div>
  );
}

/** What the player staked on a coup, in cents. */
function stakedOn(result: BaccaratDealResponse): Cents {
  return result.bets.reduce((sum, b) => sum + toCents(b.amount), 0);
}
