import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { LOYALTY_RULES, type Game, type LoyaltySummary, type SlotSpinResponse } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import {
  changeBet,
  clampBet,
  isBetActionDisabled,
  type BetAction,
  type BetLimits,
} from '../../components/games/bet-rules';
import { BalanceCard, Stat } from '../../components/games/game-ui';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import { refreshAfterPlay, toastPlayError } from '../../components/games/play-feedback';
import { economyKeys } from '../../api/economy-queries';
import { queryClient } from '../../api/query-client';
import { IDLE_REELS, knownSymbol, neighbours, SPIN_STRIP, symbolFace } from './slot-symbols';
import { SlotSymbolArt, SlotSymbolDefs } from './slot-symbol-art';
import { GiftIcon } from '../../components/icons/icons';

/** Spec: the reels spin for 1.5 s before the spin is sent. */
export const SPIN_ANIMATION_MS = 1500;
/** Spec: auto play starts the next spin 2 s after each result. */
export const AUTO_SPIN_DELAY_MS = 2000;
const AUTO_OPTIONS = [10, 25, 100] as const;
const DEFAULT_BET: Cents = 100;

type Phase = 'idle' | 'spinning' | 'landing';

interface AutoPlay {
  total: number;
  done: number;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function Symbol({ symbol, dim = false }: { symbol: string; dim?: boolean }) {
  const face = symbolFace(symbol);
  const known = knownSymbol(symbol);
  if (known) {
    return (
      <span className={`reel__symbol reel__symbol--art${dim ? ' reel__symbol--dim' : ''}`}>
        <SlotSymbolArt symbol={known} />
      </span>
    );
  }
  return (
    <span
      className={`reel__symbol${dim ? ' reel__symbol--dim' : ''}${face.text ? ` reel__symbol--text reel__symbol--${symbol}` : ''}`}
    >
      {face.glyph}
    </span>
  );
}

function Reel({ symbol, index, phase }: { symbol: string; index: number; phase: Phase }) {
  const face = symbolFace(symbol);
  const [above, below] = neighbours(symbol, index);
  const spinning = phase === 'spinning';
  return (
    <div
      className={`reel${spinning ? ' reel--spinning' : ''}${phase === 'landing' ? ' reel--landing' : ''}`}
      data-testid="slot-reel"
      data-symbol={spinning ? '' : symbol}
      role="img"
      aria-label={spinning ? `Reel ${index + 1} spinning` : `Reel ${index + 1}: ${face.label}`}
      style={{ '--reel-index': index } as CSSProperties}
    >
      {spinning ? (
        <div className="reel__strip" aria-hidden="true">
          {SPIN_STRIP.map((s, i) => (
            <Symbol key={i} symbol={s} />
          ))}
        </div>
      ) : (
        <div className="reel__stack" aria-hidden="true">
          <Symbol symbol={above} dim />
          <Symbol symbol={symbol} />
          <Symbol symbol={below} dim />
        </div>
      )}
    </div>
  );
}

/** The machine for one featured slot: reels, bet controls, SPIN, auto play, free spins, last result. */
export function SlotMachine({
  game,
  balance,
  freeSpins = 0,
}: {
  game: Game;
  balance: Cents;
  freeSpins?: number;
}) {
  const limits: BetLimits = {
    min: toCents(game.minBet ?? '0.10'),
    max: toCents(game.maxBet ?? '100'),
    balance,
  };
  const [bet, setBet] = useState<Cents>(() => clampBet(DEFAULT_BET, limits));
  const [reels, setReels] = useState<readonly string[]>(IDLE_REELS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<SlotSpinResponse | null>(null);
  const [auto, setAuto] = useState<AutoPlay | null>(null);
  const busy = phase !== 'idle';

  const mounted = useRef(true);
  const autoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(autoTimer.current);
    };
  }, []);

  const stopAuto = useCallback(() => {
    clearTimeout(autoTimer.current);
    setAuto(null);
  }, []);

  /**
   * One spin: 1.5 s of spinning reels, then the request; the reels land on the server's line. A free
   * spin (loyalty reward shop) plays at the fixed free-spin bet, paid by the house.
   */
  async function spin(autoPlay: AutoPlay | null, free = false): Promise<void> {
    if (busy) return;
    if (!free && bet > balance) {
      toast({
        variant: 'destructive',
        title: 'Insufficient balance!',
        description: "You don't have enough balance for this bet.",
      });
      stopAuto();
      return;
    }
    setPhase('spinning');
    setResult(null);
    await wait(SPIN_ANIMATION_MS);
    if (!mounted.current) return;
    let response: SlotSpinResponse;
    try {
      response = await apiJson<SlotSpinResponse>(
        'POST',
        '/api/slots/spin',
        free
          ? { betAmount: LOYALTY_RULES.freeSpinBet, gameId: game.id, useFreeSpin: true }
          : { betAmount: toMoneyString(bet), gameId: game.id },
      );
    } catch (error) {
      if (!mounted.current) return;
      setPhase('idle');
      stopAuto();
      toastPlayError('Spin Failed', error);
      return;
    }
    if (!mounted.current) return;
    setReels(response.reels);
    setPhase('landing');
    setResult(response);
    refreshAfterPlay(response.balance);
    if (response.freeSpinsRemaining !== undefined) {
      const left = response.freeSpinsRemaining;
      queryClient.setQueryData<LoyaltySummary>(economyKeys.loyalty, (loyalty) =>
        loyalty ? { ...loyalty, freeSpins: left } : loyalty,
      );
    }
    if (response.isWin) {
      toast({
        title: 'Congratulations! 🎉',
        description: `You won ${formatCents(toCents(response.winAmount))} coins (${response.winMultiplier}x)!`,
      });
    } else {
      toast({ title: 'No win this time', description: 'Better luck next spin!' });
    }
    await wait(450);
    if (!mounted.current) return;
    setPhase('idle');

    if (autoPlay) {
      const next = { ...autoPlay, done: autoPlay.done + 1 };
      if (next.done >= next.total) {
        setAuto(null);
        return;
      }
      setAuto(next);
      autoTimer.current = setTimeout(() => spinRef.current(next), AUTO_SPIN_DELAY_MS - 450);
    }
  }
  // The auto-play timer calls the latest render's spin (current bet and balance).
  const spinRef = useRef<(autoPlay: AutoPlay | null) => void>(() => undefined);
  useEffect(() => {
    spinRef.current = (autoPlay) => void spin(autoPlay);
  });

  function startAuto(total: number) {
    const first = { total, done: 0 };
    setAuto(first);
    void spin(first);
  }

  function onBetAction(action: BetAction) {
    const change = changeBet(action, bet, limits);
    if (change.ok) setBet(change.bet);
    else if (change.reason === 'insufficient') {
      toast({
        variant: 'destructive',
        title: 'Insufficient balance!',
        description: "You don't have enough balance for this bet.",
      });
    }
  }

  const betLocked = busy || auto !== null;
  const win = result ? toCents(result.winAmount) : 0;

  return (
    <section className={`slot-machine slot-machine--${game.theme}`} aria-label="Slot machine">
      <div className="slot-machine__marquee">
        <span className="slot-machine__lights" aria-hidden="true" />
        <h2 className="slot-machine__name">{game.name}</h2>
        <p className="slot-machine__tag">5 reels · 1 payline · up to 50x</p>
      </div>

      <SlotSymbolDefs />
      <div className={`slot-window${phase === 'idle' && result?.isWin ? ' slot-window--win' : ''}`}>
        <span className="slot-window__payline" aria-hidden="true" />
        <div className="slot-window__reels">
          {reels.map((symbol, i) => (
            <Reel key={i} symbol={symbol} index={i} phase={phase} />
          ))}
        </div>
      </div>

      <div
        className={`slot-result${result?.isWin ? ' slot-result--win' : ''}`}
        data-testid="slot-result"
        aria-live="polite"
      >
        {phase === 'spinning' && 'Spinning…'}
        {phase !== 'spinning' && result?.isWin && (
          <>
            <strong>WIN {formatCents(win)}</strong>
            <span>{result.winMultiplier}x multiplier</span>
          </>
        )}
        {phase !== 'spinning' && result && !result.isWin && 'Better luck next spin!'}
        {phase !== 'spinning' && !result && 'Press SPIN to play'}
      </div>

      {freeSpins > 0 && (
        <div className="free-spins" data-testid="free-spins">
          <span className="free-spins__label">
            <GiftIcon width={18} height={18} className="free-spins__icon" />{' '}
            <strong data-testid="free-spins-count">{freeSpins}</strong> free spin{freeSpins === 1 ? '' : 's'}{' '}
            · {formatCents(toCents(LOYALTY_RULES.freeSpinBet))} each, on the house
          </span>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={busy || auto !== null}
            onClick={() => void spin(null, true)}
          >
            Use free spin
          </button>
        </div>
      )}

      <div className="slot-controls">
        <div className="slot-controls__bet">
          <span className="slot-controls__label" id={`bet-label-${game.id}`}>
            Bet per spin
          </span>
          <div className="bet-stepper" role="group" aria-labelledby={`bet-label-${game.id}`}>
            <button
              type="button"
              className="bet-stepper__step"
              aria-label="Decrease bet"
              disabled={betLocked || isBetActionDisabled('decrease', bet, limits)}
              onClick={() => onBetAction('decrease')}
            >
              −
            </button>
            <output className="bet-stepper__value" data-testid="slot-bet" aria-live="polite">
              {formatCents(bet)}
            </output>
            <button
              type="button"
              className="bet-stepper__step"
              aria-label="Increase bet"
              disabled={betLocked || isBetActionDisabled('increase', bet, limits)}
              onClick={() => onBetAction('increase')}
            >
              +
            </button>
          </div>
          <div className="bet-quick">
            {(
              [
                ['min', 'Min'],
                ['half', 'Half'],
                ['double', 'Double'],
                ['max', 'Max'],
              ] as const
            ).map(([action, label]) => (
              <button
                key={action}
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={betLocked || isBetActionDisabled(action, bet, limits)}
                onClick={() => onBetAction(action)}
              >
                {label}
              </button>
            ))}
          </div>
        </div>

        <button
          type="button"
          className="spin-button"
          disabled={busy || auto !== null}
          onClick={() => void spin(null)}
        >
          {phase === 'spinning' ? 'SPINNING' : 'SPIN'}
        </button>

        <div className="slot-controls__side">
          <BalanceCard balance={balance} compact />
          <div className="slot-controls__stats">
            <Stat label="Last win" value={formatCents(win)} tone={win > 0 ? 'win' : 'muted'} />
          </div>
        </div>
      </div>

      <div className="auto-play">
        <span className="slot-controls__label">Auto play</span>
        {auto ? (
          <>
            <span className="auto-play__counter" data-testid="auto-counter" aria-live="polite">
              Spin {Math.min(auto.done + 1, auto.total)} of {auto.total}
            </span>
            <button type="button" className="btn btn--danger btn--sm" onClick={stopAuto}>
              Stop Auto
            </button>
          </>
        ) : (
          AUTO_OPTIONS.map((count) => (
            <button
              key={count}
              type="button"
              className="btn btn--purple btn--sm"
              disabled={busy}
              onClick={() => startAuto(count)}
            >
              Auto x{count}
            </button>
          ))
        )}
      </div>
    </section>
  );
}
