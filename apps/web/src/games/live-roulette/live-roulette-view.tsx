import { useEffect, useRef, useState } from 'react';
import { pocketColor } from '@casino/engine';
import { boardTotal, chipsFor } from '../../components/games/chip-rules';
import { ChipRack, StakeCurrency } from '../../components/games/game-ui';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { formatCents, toMoneyString, type Cents } from '../../components/games/money';
import { toastInsufficientBalance } from '../../components/games/play-feedback';
import { toast } from '../../components/toaster/toast-store';
import { newClientBetId, type LiveGameViewProps } from '../../pages/live-casino/live-game-view';
import { RouletteBoard } from '../roulette/roulette-board';
import { colorName, oddsOf, PAYOUT_LEGEND, spotToBet, type RouletteSpot } from '../roulette/roulette-bets';
import { RouletteWheel } from '../roulette/roulette-wheel';
import { landingRotation } from '../roulette/wheel-math';
import { sharedBoards } from './live-roulette-bets';

const DENOMINATIONS: readonly Cents[] = [100, 500, 1_000, 2_500, 10_000, 50_000, 100_000];
/** How long the wheel turns when the room gives no reveal deadline (the floor's spin). */
const DEFAULT_SPIN_MS = 3_000;

/**
 * The wheel follows the server: when the room draws the round's pocket, it turns to it for what is
 * left of the reveal (or lands at once when the page opens on a drawn round).
 */
function useWheel(pocket: number, roundNumber: number, revealEndsAt: number, clockOffsetMs: number) {
  const [rotation, setRotation] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (pocket < 0) return;
    const key = `${roundNumber}:${pocket}`;
    if (shown.current === key) return;
    const first = shown.current === null;
    shown.current = key;
    const revealLeftMs = revealEndsAt > 0 ? revealEndsAt - (Date.now() + clockOffsetMs) : DEFAULT_SPIN_MS;
    const spinMs = first ? 0 : Math.min(4_000, Math.max(1_000, revealLeftMs));
    setDurationMs(spinMs);
    setRotation((r) => landingRotation(r, pocket, first ? 0 : 5));
    if (spinMs === 0) return;
    setSpinning(true);
    const timer = setTimeout(() => setSpinning(false), spinMs);
    return () => clearTimeout(timer);
    // The reveal time is read when the pocket arrives, not followed afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pocket, roundNumber]);
  return { rotation, durationMs, spinning };
}

/** Live roulette: the shared board with everyone's chips, the wheel turned to the server's pocket. */
export function LiveRouletteView({
  snapshot,
  myBets,
  send,
  spectating,
  clockOffsetMs,
  balance,
}: LiveGameViewProps) {
  const chips = chipsFor({ min: snapshot.minBet, max: snapshot.maxBet }, DENOMINATIONS);
  // Every amount at the table is in its currency (issue 18).
  const coins = (cents: Cents) => `${formatCents(cents)} ${currencyMark(snapshot.currency)}`;
  const [chip, setChip] = useState<Cents>(chips[0] ?? snapshot.minBet);
  const { mine, others } = sharedBoards(snapshot.board, myBets);
  const myTotal = boardTotal(mine);
  const open = snapshot.phase === 'betting' && !spectating;
  const revealEndsAt = snapshot.phase === 'closed' ? snapshot.phaseEndsAt : 0;
  const wheel = useWheel(snapshot.pocket, snapshot.roundNumber, revealEndsAt, clockOffsetMs);
  const landed = snapshot.pocket >= 0 && !wheel.spinning ? snapshot.pocket : null;

  function place(spot: RouletteSpot) {
    if (!open) return;
    const onSpot = mine[spot] ?? 0;
    if (chip > balance) return toastInsufficientBalance(snapshot.currency);
    if (onSpot + chip > snapshot.maxBet)
      return toast({
        variant: 'destructive',
        title: 'Table limit',
        description: `Each bet is between ${coins(snapshot.minBet)} and ${coins(snapshot.maxBet)}.`,
      });
    const { amount: _amount, ...bet } = spotToBet(spot, chip);
    send('bet', {
      game: 'live-roulette',
      clientBetId: newClientBetId(),
      currency: snapshot.currency,
      bets: [{ ...bet, amount: toMoneyString(chip) }],
    });
  }

  return (
    <div className="rt live-rt">
      <div className="rt__top">
        <RouletteWheel
          rotation={wheel.rotation}
          durationMs={wheel.durationMs}
          spinning={wheel.spinning}
          landed={landed}
        />
        <div className="rt__status">
          <div
            className={`result-banner${landed !== null ? ` result-banner--${pocketColor(landed)}` : ''}`}
            data-testid="live-pocket"
            data-pocket={landed ?? undefined}
            aria-live="polite"
          >
            {landed !== null ? (
              <span className="rt__landed">
                {landed} {colorName(landed)}
              </span>
            ) : wheel.spinning || snapshot.phase === 'closed' ? (
              'No more bets… the wheel is spinning'
            ) : spectating ? (
              'Watching: bets appear on the board as they are placed'
            ) : (
              'Place your chips on the board before the countdown ends'
            )}
          </div>
          {!spectating && (
            <div className="rt__spin-row">
              <span className="rt__total" data-testid="live-my-total">
                Your bets <strong>{coins(myTotal)}</strong> <StakeCurrency currency={snapshot.currency} />
              </span>
            </div>
          )}
        </div>
      </div>

      <div className="felt rt-board" role="group" aria-label="Roulette betting board">
        <RouletteBoard board={mine} others={others} disabled={!open} winning={landed} onPlace={place} />
      </div>

      {!spectating && (
        <div className="rt__controls">
          <ChipRack chips={chips} selected={chip} onSelect={setChip} disabled={!open} />
          <div className="rt__buttons">
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!open || myTotal === 0}
              onClick={() => send('cancelBets', {})}
            >
              Cancel bets
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={!open || myTotal > 0}
              title="Your bets of the last round you played, again"
              onClick={() => send('rebet', { clientBetId: newClientBetId() })}
            >
              Rebet
            </button>
          </div>
        </div>
      )}

      <p className="rt-board__note">
        {PAYOUT_LEGEND.map(({ label, type }) => (
          <span key={label}>
            {label} <strong>{oddsOf(type)}</strong>
          </span>
        ))}
        <span>
          Each bet {coins(snapshot.minBet)} – {coins(snapshot.maxBet)}
        </span>
      </p>
    </div>
  );
}
