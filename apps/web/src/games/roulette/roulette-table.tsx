import { useEffect, useRef, useState } from 'react';
import type { PlayCurrency, RouletteSpinResponse } from '@casino/contracts';
import { pocketColor } from '@casino/engine';
import { gameIdOf } from '@casino/games';
import { apiJson } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import {
  boardEntries,
  boardTotal,
  chipRefusal,
  chipsFor,
  type ChipBoard,
} from '../../components/games/chip-rules';
import { ChipRack, StakeCurrency, VerifyRoundLink } from '../../components/games/game-ui';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { usePlayBalance } from '../../components/games/use-balance';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { formatCents, toCents, type Cents } from '../../components/games/money';
import {
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { RouletteBoard } from './roulette-board';
import { RouletteWheel } from './roulette-wheel';
import {
  colorName,
  oddsOf,
  PAYOUT_LEGEND,
  rouletteSpinBody,
  spotLabel,
  type RouletteSpot,
} from './roulette-bets';
import { landingRotation } from './wheel-math';

/** Spec: the wheel spins for 3 s before the result shows; the request goes out on the click. */
export const WHEEL_SPIN_MS = 3000;
const ROULETTE_GAME_ID = gameIdOf('roulette');
const MAX_SPOTS = 50;
/** Chip values; a table offers those within its limits of the currency at stake. */
const DENOMINATIONS: readonly Cents[] = [20, 50, 100, 500, 1000, 2500, 10000, 50000];

/** One chip put on the board; the list of them is the undo history of the round being built. */
interface Placement {
  spot: RouletteSpot;
  amount: Cents;
}

function boardOf(placements: readonly Placement[]): ChipBoard<RouletteSpot> {
  const board: ChipBoard<RouletteSpot> = {};
  for (const p of placements) board[p.spot] = (board[p.spot] ?? 0) + p.amount;
  return board;
}

/** An amount of the currency at stake: "5.00 GC", "0.20 SC". */
const amountIn = (mark: 'GC' | 'SC') => (cents: Cents) => `${formatCents(cents)} ${mark}`;
const signedIn = (mark: 'GC' | 'SC') => (cents: Cents) =>
  `${cents > 0 ? '+' : cents < 0 ? '−' : ''}${amountIn(mark)(Math.abs(cents))}`;

/** The round's result, net and honest: up, even (stake returned) or down, in its currency. */
function outcomeOf(result: RouletteSpinResponse) {
  const mark = currencyMark(result.currency);
  const coins = amountIn(mark);
  const signedCoins = signedIn(mark);
  const net = toCents(result.net);
  const returned = toCents(result.winAmount);
  const staked = toCents(result.totalBet);
  if (net > 0)
    return {
      tone: 'win',
      headline: `You win ${signedCoins(net)}`,
      detail: `${coins(returned)} returned on ${coins(staked)} staked`,
    };
  if (net === 0) return { tone: 'push', headline: 'Even', detail: `your ${coins(staked)} stake returned` };
  return {
    tone: 'lose',
    headline: returned > 0 ? `Net loss ${signedCoins(net)}` : `House wins ${signedCoins(net)}`,
    detail:
      returned > 0 ? `${coins(returned)} of your ${coins(staked)} stake returned` : `${coins(staked)} staked`,
  };
}

export function RouletteTable({ currency }: { currency: PlayCurrency }) {
  const balance = usePlayBalance(currency);
  const limits = tableLimitsIn('roulette', currency);
  const chips = chipsFor(limits, DENOMINATIONS);
  const coins = amountIn(currencyMark(currency));
  const signedCoins = signedIn(currencyMark(currency));
  const [chip, setChip] = useState<Cents>(() => (chips.includes(500) ? 500 : (chips[0] ?? limits.min)));
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [lastRound, setLastRound] = useState<Placement[]>([]);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RouletteSpinResponse | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A settled spin whose result is still animating: leaving the page must still refresh balances. */
  const unshown = useRef(false);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (unshown.current) refreshAfterPlay();
    },
    [],
  );

  const board = boardOf(placements);
  const total = boardTotal(board);
  const lastTotal = lastRound.reduce((s, p) => s + p.amount, 0);
  /** The spots of the last round in the order its bets were sent (and answered). */
  const lastSpots = boardEntries(boardOf(lastRound)).map(([spot]) => spot);

  function place(spot: RouletteSpot) {
    if (spinning) return;
    const refusal = chipRefusal({
      totalBets: total,
      onSpot: board[spot] ?? 0,
      chip,
      balance,
      maxTotal: limits.max,
      spots: boardEntries(board).length,
      maxSpots: MAX_SPOTS,
      isNewSpot: !board[spot],
    });
    if (refusal === 'insufficient') return toastInsufficientBalance(currency);
    if (refusal === 'over-limit')
      return toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `The total bet on one spin is at most ${coins(limits.max)}.`,
      });
    if (refusal === 'too-many-spots')
      return toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `At most ${MAX_SPOTS} different bets per spin.`,
      });
    setPlacements([...placements, { spot, amount: chip }]);
  }

  function rebet() {
    if (spinning || lastRound.length === 0) return;
    if (lastTotal > balance) return toastInsufficientBalance(currency);
    setPlacements(lastRound);
  }

  async function spin() {
    if (spinning) return;
    if (total === 0) {
      toast({
        variant: 'destructive',
        title: 'No Bets Placed',
        description: 'Please place at least one bet before spinning.',
      });
      return;
    }
    if (total > balance) return toastInsufficientBalance(currency);
    setSpinning(true);
    let response: RouletteSpinResponse;
    try {
      response = await apiJson<RouletteSpinResponse>('POST', '/api/roulette/spin', {
        ...rouletteSpinBody(board, ROULETTE_GAME_ID),
        currency,
      });
    } catch (error) {
      setSpinning(false);
      toastPlayError('Spin Failed', error);
      return;
    }
    setResult(null);
    setRotation((r) => landingRotation(r, response.number));
    unshown.current = true;
    const round = placements;
    timer.current = setTimeout(() => {
      unshown.current = false;
      setSpinning(false);
      setResult(response);
      setLastRound(round);
      setPlacements([]);
      setHistory((h) => [response.number, ...h].slice(0, 12));
      refreshAfterPlay(response.balance, response.currency);
      // The spec's outcome toasts, only for a round the player is up on or lost (never a net loss
      // called a win); an even round shows in the game only.
      const where = `${response.number} ${colorName(response.number)}`;
      const net = toCents(response.net);
      if (net > 0)
        toast({ title: 'Winner! 🎉', description: `The ball landed on ${where}. You are up ${coins(net)}.` });
      else if (net < 0)
        toast({
          title: 'House wins',
          description: `The ball landed on ${where}. ${signedCoins(net)} on the round.`,
        });
    }, WHEEL_SPIN_MS);
  }

  const outcome = result && !spinning ? outcomeOf(result) : null;

  return (
    <div className="rt">
      <div className="rt__top">
        <RouletteWheel
          rotation={rotation}
          durationMs={WHEEL_SPIN_MS}
          spinning={spinning}
          landed={result && !spinning ? result.number : null}
        />
        <div className="rt__status">
          <div
            className={`result-banner${outcome ? ` result-banner--${outcome.tone}` : ''}`}
            data-testid="roulette-result"
            data-net={outcome && result ? result.net : undefined}
            aria-live="polite"
          >
            {spinning && 'No more bets… the wheel is spinning'}
            {!spinning && !result && 'Place your chips on the board, then Spin Wheel'}
            {outcome && result && (
              <>
                <span className="rt__landed">
                  {result.number} {colorName(result.number)}
                </span>
                <strong>{outcome.headline}</strong>
                <span className="rt__detail">{outcome.detail}</span>
              </>
            )}
          </div>
          {/* Spin sits beside the wheel, clear of the toasts that open in the bottom corner. */}
          <div className="rt__spin-row">
            <span className="rt__total" data-testid="roulette-total">
              Bet <strong>{coins(total)}</strong> <StakeCurrency currency={currency} />
            </span>
            <button
              type="button"
              className="btn btn--gold btn--lg rt__spin"
              disabled={spinning}
              onClick={() => void spin()}
            >
              {spinning ? 'Spinning…' : 'Spin Wheel'}
            </button>
          </div>
          <ul className="rt__bets" aria-label="Last spin's bets">
            {outcome &&
              result &&
              result.bets.map((b, i) => {
                const spot = lastSpots[i];
                return (
                  <li key={i} className={b.won ? 'is-won' : undefined}>
                    <span>{spot ? spotLabel(spot) : b.type}</span>
                    <span>{coins(toCents(b.amount))}</span>
                    <span>{b.won ? `pays ${coins(toCents(b.payout))}` : 'lost'}</span>
                  </li>
                );
              })}
          </ul>
          {outcome && result && <VerifyRoundLink sessionId={result.sessionId} />}
          <div className="rt__history" aria-label="Last numbers">
            {history.map((n, i) => (
              <span key={`${i}-${n}`} className={`rt__history-n rt__history-n--${pocketColor(n)}`}>
                {n}
              </span>
            ))}
          </div>
        </div>
      </div>

      <div className="felt rt-board" role="group" aria-label="Roulette betting board">
        <RouletteBoard
          board={board}
          disabled={spinning}
          winning={result && !spinning ? result.number : null}
          onPlace={place}
        />
      </div>

      <div className="rt__controls">
        <ChipRack chips={chips} selected={chip} onSelect={setChip} disabled={spinning} />
        <div className="rt__buttons">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={spinning || placements.length === 0}
            onClick={() => setPlacements(placements.slice(0, -1))}
          >
            Undo
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={spinning || placements.length === 0}
            onClick={() => setPlacements([])}
          >
            Clear
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={spinning || lastRound.length === 0}
            title={lastRound.length > 0 ? `The last round's ${coins(lastTotal)} again` : undefined}
            onClick={rebet}
          >
            Rebet
          </button>
        </div>
      </div>

      <p className="rt-board__note">
        {PAYOUT_LEGEND.map(({ label, type }) => (
          <span key={label}>
            {label} <strong>{oddsOf(type)}</strong>
          </span>
        ))}
        <span>
          Total bet {coins(limits.min)} – {coins(limits.max)}
        </span>
      </p>
    </div>
  );
}
