import { useEffect, useRef, useState } from 'react';
import type { RouletteSpinResponse } from '@casino/contracts';
import { pocketColor } from '@casino/engine';
import { betLimitsOf } from '@casino/games';
import { apiJson } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import {
  addToBoard,
  boardEntries,
  boardTotal,
  chipRefusal,
  type ChipBoard,
} from '../../components/games/chip-rules';
import { Chip, ChipRack, Stat } from '../../components/games/game-ui';
import { formatCents, toCents, type Cents } from '../../components/games/money';
import {
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { RouletteWheel } from './roulette-wheel';
import {
  boardRows,
  colorName,
  numberSpot,
  OUTSIDE_SPOTS,
  rouletteSpinBody,
  spotLabel,
  type RouletteSpot,
} from './roulette-bets';
import { landingRotation } from './wheel-math';

/** Spec: the wheel spins for 3 s before the result shows. */
export const WHEEL_SPIN_MS = 3000;
const ROULETTE_GAME_ID = 1;
const MAX_SPOTS = 50;
const LIMITS = betLimitsOf('roulette');
const CHIPS: readonly Cents[] = [100, 500, 1000, 2500, 10000, 50000];

export function RouletteTable({ balance }: { balance: Cents }) {
  const [chip, setChip] = useState<Cents>(500);
  const [board, setBoard] = useState<ChipBoard<RouletteSpot>>({});
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

  const total = boardTotal(board);
  const spots = boardEntries(board).length;

  function place(spot: RouletteSpot) {
    if (spinning) return;
    const refusal = chipRefusal({
      totalBets: total,
      onSpot: board[spot] ?? 0,
      chip,
      balance,
      maxTotal: LIMITS.max,
      spots,
      maxSpots: MAX_SPOTS,
      isNewSpot: !board[spot],
    });
    if (refusal === 'insufficient') return toastInsufficientBalance();
    if (refusal === 'over-limit') {
      toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `The total bet on one spin is at most ${formatCents(LIMITS.max)}.`,
      });
      return;
    }
    if (refusal === 'too-many-spots') {
      toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `At most ${MAX_SPOTS} different bets per spin.`,
      });
      return;
    }
    setBoard(addToBoard(board, spot, chip));
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
    if (total > balance) return toastInsufficientBalance();
    setSpinning(true);
    let response: RouletteSpinResponse;
    try {
      response = await apiJson<RouletteSpinResponse>(
        'POST',
        '/api/roulette/spin',
        rouletteSpinBody(board, ROULETTE_GAME_ID),
      );
    } catch (error) {
      setSpinning(false);
      toastPlayError('Spin Failed', error);
      return;
    }
    setResult(null);
    setRotation((r) => landingRotation(r, response.number));
    unshown.current = true;
    timer.current = setTimeout(() => {
      unshown.current = false;
      setSpinning(false);
      setResult(response);
      setBoard({});
      setHistory((h) => [response.number, ...h].slice(0, 12));
      refreshAfterPlay(response.balance);
      const where = `${response.number} ${colorName(response.number)}`;
      if (response.isWin) {
        toast({
          title: 'Winner! 🎉',
          description: `The ball landed on ${where}. You won ${formatCents(toCents(response.winAmount))} coins!`,
        });
      } else {
        toast({ title: 'House wins', description: `The ball landed on ${where}.` });
      }
    }, WHEEL_SPIN_MS);
  }

  function chipOn(spot: RouletteSpot) {
    const amount = board[spot];
    return amount ? (
      <span className="rt-board__chip">
        <Chip value={amount} tone={4} small />
      </span>
    ) : null;
  }

  function numberCell(n: number) {
    const spot = numberSpot(n);
    const won = !spinning && result?.number === n;
    return (
      <button
        key={n}
        type="button"
        className={`rt-board__cell rt-board__cell--${pocketColor(n)}${won ? ' rt-board__cell--won' : ''}`}
        aria-label={`${spotLabel(spot)}${board[spot] ? `, ${formatCents(board[spot])} placed` : ''}`}
        disabled={spinning}
        onClick={() => place(spot)}
      >
        {n}
        {chipOn(spot)}
      </button>
    );
  }

  const won = result ? toCents(result.winAmount) : 0;

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
            className={`result-banner${result ? (result.isWin ? ' result-banner--win' : ' result-banner--lose') : ''}`}
            data-testid="roulette-result"
            aria-live="polite"
          >
            {spinning && 'No more bets… the wheel is spinning'}
            {!spinning && !result && 'Place your chips, then Spin Wheel'}
            {!spinning && result && (
              <>
                <span>
                  {result.number} {colorName(result.number)}
                </span>
                <span>{result.isWin ? `Winner · ${formatCents(won)}` : 'House wins'}</span>
              </>
            )}
          </div>
          {!spinning && result && (
            <ul className="rt__bets" aria-label="Last spin's bets">
              {result.bets.map((b, i) => (
                <li key={i} className={b.won ? 'is-won' : undefined}>
                  <span>
                    {b.type === 'number'
                      ? `Number ${b.value ?? ''}`
                      : `${b.type[0]?.toUpperCase() ?? ''}${b.type.slice(1)}`}
                  </span>
                  <span>{formatCents(toCents(b.amount))}</span>
                  <span>{b.won ? `+${formatCents(toCents(b.payout))}` : 'Lost'}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="rt__history" aria-label="Last numbers">
            {history.map((n, i) => (
              <span key={`${i}-${n}`} className={`rt__history-n rt__history-n--${pocketColor(n)}`}>
                {n}
              </span>
            ))}
          </div>
          <div className="action-row">
            <Stat label="Total bet" value={formatCents(total)} tone="gold" />
            <Stat label="Last win" value={formatCents(won)} tone={won > 0 ? 'win' : 'muted'} />
          </div>
          <div>
            <span className="game-stat__label">Chip value</span>
            <ChipRack chips={CHIPS} selected={chip} onSelect={setChip} disabled={spinning} />
          </div>
          <div className="action-row">
            <button
              type="button"
              className="btn btn--gold btn--lg"
              disabled={spinning}
              onClick={() => void spin()}
            >
              {spinning ? 'Spinning…' : 'Spin Wheel'}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={spinning || total === 0}
              onClick={() => setBoard({})}
            >
              Clear bets
            </button>
          </div>
        </div>
      </div>

      <div className="felt rt-board" role="group" aria-label="Roulette betting board">
        <div className="rt-board__grid">
          <button
            type="button"
            className={`rt-board__cell rt-board__cell--green rt-board__zero${!spinning && result?.number === 0 ? ' rt-board__cell--won' : ''}`}
            aria-label={`${spotLabel('n0')}${board.n0 ? `, ${formatCents(board.n0)} placed` : ''}`}
            disabled={spinning}
            onClick={() => place('n0')}
          >
            0{chipOn('n0')}
          </button>
          {boardRows().map((row) => row.map((n) => numberCell(n)))}
          {OUTSIDE_SPOTS.map(({ spot, label }, i) => (
            <button
              key={spot}
              type="button"
              className={`rt-board__outside-cell rt-board__outside-cell--${spot}`}
              style={{ gridColumn: `${2 + i * 3} / span 3` }}
              aria-label={`${label}${board[spot] ? `, ${formatCents(board[spot])} placed` : ''}`}
              disabled={spinning}
              onClick={() => place(spot)}
            >
              {spot === 'red' || spot === 'black' ? (
                <span className={`rt-board__diamond rt-board__diamond--${spot}`} aria-hidden="true" />
              ) : null}
              <span>{label}</span>
              {chipOn(spot)}
            </button>
          ))}
        </div>
        <p className="rt-board__note">
          Red, black, even and odd pay 1:1 · a single number pays 35:1 · zero is green · total bet{' '}
          {formatCents(LIMITS.min)} – {formatCents(LIMITS.max)}
        </p>
      </div>
    </div>
  );
}
