import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import {
  insufficientPlayMessage,
  LOYALTY_RULES,
  type Game,
  type LoyaltySummary,
  type PlayCurrency,
  type SlotSpinResponse,
} from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { toast } from '../../components/toaster/toast-store';
import {
  changeBet,
  clampBet,
  isBetActionDisabled,
  type BetAction,
  type BetLimits,
} from '../../components/games/bet-rules';
import { StakeCurrency, Stat, VerifyRoundLink } from '../../components/games/game-ui';
import { catalogueLimitsIn } from '../../components/games/currency-limits';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { formatNetCoins, shouldToastWin } from '../../components/games/net-result';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import { refreshAfterPlay, toastPlayError } from '../../components/games/play-feedback';
import { economyKeys } from '../../api/economy-queries';
import { queryClient } from '../../api/query-client';
import { IDLE_REELS, knownSymbol, neighbours, SPIN_STRIP, symbolFace } from './slot-symbols';
import { SlotSymbolArt, SlotSymbolDefs } from './slot-symbol-art';
import { GiftIcon } from '../../components/icons/icons';
import { SPIN_TIMING, type SpinSpeed } from './spin-timing';
import { GrandJackpotAmount, jackpotsQueryKey } from '../../components/jackpot/grand-jackpot';
import { jackpotToastOf, spinResultOf, type SpinResult } from './spin-result';
import { afterAutoSpin, AUTO_PLAY_STOP_TEXT, type AutoPlayProgress, type AutoPlayStop } from './auto-play';

const AUTO_OPTIONS = [10, 25, 100] as const;
const DEFAULT_BET: Cents = 100;

type Phase = 'idle' | 'spinning' | 'landing';

/** A settled spin and what it did to the player's coins. */
interface SpinOutcome extends SpinResult {
  response: SlotSpinResponse;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Space spins, except while the player types in a field (issue 12). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** "12.5" → 1250 cents; empty or not a positive amount → null (the limit is off). */
function limitCents(text: string): Cents | null {
  if (text.trim() === '') return null;
  const cents = toCents(text);
  return cents > 0 ? cents : null;
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

/**
 * The machine for one featured slot: reels, bet controls, SPIN (click or space bar), turbo, auto
 * play with stop conditions, free spins, and the last round's net result shown in the machine.
 */
export function SlotMachine({
  game,
  currency,
  balance,
  freeSpins = 0,
}: {
  game: Game;
  /** The currency at stake (free spins are coin spins, offered while playing with coins only). */
  currency: PlayCurrency;
  /** The balance of that currency, in cents. */
  balance: Cents;
  freeSpins?: number;
}) {
  const limits: BetLimits = { ...catalogueLimitsIn(game, currency), balance };
  const mark = currencyMark(currency);
  const [bet, setBet] = useState<Cents>(() => clampBet(DEFAULT_BET, limits));
  const [reels, setReels] = useState<readonly string[]>(IDLE_REELS);
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<SpinOutcome | null>(null);
  const [speed, setSpeed] = useState<SpinSpeed>('normal');
  const [auto, setAuto] = useState<AutoPlayProgress | null>(null);
  const [autoStopped, setAutoStopped] = useState<AutoPlayStop | null>(null);
  const [autoSpins, setAutoSpins] = useState<number>(AUTO_OPTIONS[0]);
  const [stopWinText, setStopWinText] = useState('');
  const [stopBalanceText, setStopBalanceText] = useState('');
  const busy = phase !== 'idle';

  const mounted = useRef(true);
  // Set synchronously on the click, so a double click or a held space bar never sends two spins.
  const spinning = useRef(false);
  // The player's Stop wins over a spin already in flight: its result still shows, the next never starts.
  const autoCancelled = useRef(false);
  const autoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(autoTimer.current);
    };
  }, []);

  const stopAuto = useCallback(() => {
    autoCancelled.current = true;
    clearTimeout(autoTimer.current);
    setAuto(null);
  }, []);

  /**
   * One spin: the request leaves on the click while the reels spin (at least the speed's minimum),
   * then the reels land on the server's line. A free spin (loyalty reward shop) plays at the fixed
   * free-spin bet, paid by the house, so its stake is 0 for the player.
   */
  async function spin(autoPlay: AutoPlayProgress | null, free = false): Promise<void> {
    if (spinning.current) return;
    if (!free && bet > balance) {
      toast({
        variant: 'destructive',
        title: 'Insufficient balance!',
        description: insufficientPlayMessage(currency),
      });
      stopAuto();
      return;
    }
    spinning.current = true;
    const timing = SPIN_TIMING[speed];
    setPhase('spinning');
    setOutcome(null);
    const staked = free ? 0 : bet;
    let response: SlotSpinResponse;
    try {
      [response] = await Promise.all([
        apiJson<SlotSpinResponse>(
          'POST',
          '/api/slots/spin',
          free
            ? { betAmount: LOYALTY_RULES.freeSpinBet, gameId: game.id, useFreeSpin: true }
            : { betAmount: toMoneyString(bet), gameId: game.id, currency },
        ),
        wait(timing.minSpinMs),
      ]);
    } catch (error) {
      spinning.current = false;
      if (!mounted.current) return;
      setPhase('idle');
      stopAuto();
      toastPlayError('Spin Failed', error);
      return;
    }
    if (!mounted.current) return;
    const returned = toCents(response.winAmount);
    const result = spinResultOf(response, staked);
    const { net } = result;
    setReels(response.reels);
    setPhase('landing');
    setOutcome({ response, ...result });
    refreshAfterPlay(response.balance, response.currency);
    // Every bet feeds the Grand Jackpot and a win reseeds it: show the pool as it is now.
    void queryClient.invalidateQueries({ queryKey: jackpotsQueryKey });
    if (response.freeSpinsRemaining !== undefined) {
      const left = response.freeSpinsRemaining;
      queryClient.setQueryData<LoyaltySummary>(economyKeys.loyalty, (loyalty) =>
        loyalty ? { ...loyalty, freeSpins: left } : loyalty,
      );
    }
    // Issue 12: the result is shown in the machine; a toast only for a win outside auto play
    // (the spec's 'Congratulations! 🎉') or a big win during it. Losing rounds never toast.
    // A Grand Jackpot win always toasts, auto play or not.
    const nominalBet = free ? toCents(LOYALTY_RULES.freeSpinBet) : bet;
    if (result.jackpot !== null) {
      toast(jackpotToastOf(result.jackpot));
    } else if (
      net.kind === 'win' &&
      shouldToastWin(net, { duringAutoPlay: autoPlay !== null, nominalBet, returned })
    ) {
      toast({
        title: 'Congratulations! 🎉',
        description: `You won ${formatNetCoins(net.net, mark)} (${response.winMultiplier}x line).`,
      });
    }
    await wait(timing.landMs);
    spinning.current = false;
    if (!mounted.current) return;
    setPhase('idle');

    if (autoPlay && !autoCancelled.current) {
      const step = afterAutoSpin(autoPlay, { net: net.net, balance: toCents(response.balance), bet });
      if (step.kind === 'stop') {
        setAuto(null);
        setAutoStopped(step.reason);
        return;
      }
      setAuto(step.progress);
      autoTimer.current = setTimeout(() => spinRef.current(step.progress), timing.autoGapMs);
    }
  }
  // The auto-play timer and the space bar call the latest render's spin (current bet and balance).
  const spinRef = useRef<(autoPlay: AutoPlayProgress | null) => void>(() => undefined);
  useEffect(() => {
    spinRef.current = (autoPlay) => void spin(autoPlay);
  });

  const autoRunning = auto !== null;
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.code !== 'Space' || event.repeat || isTypingTarget(event.target)) return;
      // Also keeps the page from scrolling and a focused button from being pressed twice.
      event.preventDefault();
      if (!autoRunning) spinRef.current(null);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [autoRunning]);

  function startAuto() {
    const first: AutoPlayProgress = {
      plan: {
        spins: autoSpins,
        stopOnWinAbove: limitCents(stopWinText),
        stopBelowBalance: limitCents(stopBalanceText),
      },
      done: 0,
    };
    autoCancelled.current = false;
    setAutoStopped(null);
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
        description: insufficientPlayMessage(currency),
      });
    }
  }

  const betLocked = busy || autoRunning;
  const net = outcome?.net ?? null;
  const shown = phase !== 'spinning' ? outcome : null;

  return (
    <section className={`slot-machine slot-machine--${game.theme}`} aria-label="Slot machine">
      <div className="slot-machine__marquee">
        <h2 className="slot-machine__name">{game.name}</h2>
        <p className="slot-machine__tag">5 reels · 1 payline · up to 50x</p>
        <p className="slot-machine__jackpot">
          Grand Jackpot <GrandJackpotAmount className="slot-machine__jackpot-amount" currency={currency} />
        </p>
      </div>

      <SlotSymbolDefs />
      <div
        className={`slot-window${shown?.net.kind === 'win' ? ' slot-window--win' : ''}${shown?.jackpot ? ' slot-window--jackpot' : ''}`}
      >
        <span className="slot-window__payline" aria-hidden="true" />
        <div className="slot-window__reels">
          {reels.map((symbol, i) => (
            <Reel key={i} symbol={symbol} index={i} phase={phase} />
          ))}
        </div>
        {shown?.jackpot != null && (
          <div className="slot-jackpot" data-testid="slot-jackpot" role="status">
            <span className="slot-jackpot__title">GRAND JACKPOT</span>
            <strong className="slot-jackpot__amount">
              {formatCents(shown.jackpot)} {mark}
            </strong>
          </div>
        )}
      </div>

      <div
        className={`slot-result${shown?.net.kind === 'win' ? ' slot-result--win' : ''}`}
        data-testid="slot-result"
        data-phase={phase === 'spinning' ? 'spinning' : shown ? 'result' : 'ready'}
        data-net={shown ? toMoneyString(shown.net.net) : undefined}
        aria-live="polite"
      >
        {phase === 'spinning' && 'Spinning…'}
        {shown?.net.kind === 'win' && (
          <>
            <strong>
              {shown.jackpot !== null ? 'GRAND JACKPOT' : 'WIN'} {formatNetCoins(shown.net.net, mark)}
            </strong>
            <span>
              {shown.response.winMultiplier}x line · {formatCents(toCents(shown.response.winAmount))} {mark}{' '}
              paid
            </span>
          </>
        )}
        {shown && shown.net.kind !== 'win' && (
          <>
            <span>Better luck next spin!</span>
            <strong>{formatNetCoins(shown.net.net, mark)}</strong>
          </>
        )}
        {phase !== 'spinning' && !shown && (
          <span>
            Press SPIN<span className="slot-result__key-hint"> or the space bar</span> to play
          </span>
        )}
      </div>

      {freeSpins > 0 && currency === 'coins' && (
        <div className="free-spins" data-testid="free-spins">
          <span className="free-spins__label">
            <GiftIcon width={18} height={18} className="free-spins__icon" />{' '}
            <strong data-testid="free-spins-count">{freeSpins}</strong> free spin{freeSpins === 1 ? '' : 's'}{' '}
            · {formatCents(toCents(LOYALTY_RULES.freeSpinBet))} GC each, on the house
          </span>
          <button
            type="button"
            className="btn btn--gold btn--sm"
            disabled={busy || autoRunning}
            onClick={() => void spin(null, true)}
          >
            Use free spin
          </button>
        </div>
      )}

      <div className="slot-controls">
        <div className="slot-controls__bet">
          <span className="slot-controls__label" id={`bet-label-${game.id}`}>
            Bet per spin <StakeCurrency currency={currency} />
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
          disabled={busy || autoRunning}
          onClick={() => void spin(null)}
          aria-keyshortcuts="Space"
        >
          {phase === 'spinning' ? 'SPINNING' : 'SPIN'}
        </button>

        <div className="slot-controls__side">
          <button
            type="button"
            className="btn btn--ghost btn--sm slot-turbo"
            aria-pressed={speed === 'turbo'}
            onClick={() => setSpeed(speed === 'turbo' ? 'normal' : 'turbo')}
          >
            ⚡ Turbo
          </button>
          <Stat
            label="Last round"
            value={net ? formatNetCoins(net.net, mark) : '—'}
            tone={net?.kind === 'win' ? 'win' : 'muted'}
          />
          <VerifyRoundLink sessionId={outcome?.response.sessionId} />
        </div>
      </div>

      <div className="auto-play" role="group" aria-label="Auto play">
        <span className="slot-controls__label">Auto play</span>
        {auto ? (
          <>
            <span className="auto-play__counter" data-testid="auto-counter" aria-live="polite">
              Spin {Math.min(auto.done + 1, auto.plan.spins)} of {auto.plan.spins}
            </span>
            <button
              type="button"
              className="btn btn--danger btn--sm"
              onClick={() => {
                stopAuto();
                setAutoStopped('player');
              }}
            >
              Stop Auto
            </button>
          </>
        ) : (
          <>
            <label className="auto-play__field">
              <select
                value={autoSpins}
                onChange={(e) => setAutoSpins(Number(e.target.value))}
                aria-label="Number of spins"
              >
                {AUTO_OPTIONS.map((count) => (
                  <option key={count} value={count}>
                    {count} spins
                  </option>
                ))}
              </select>
            </label>
            <label className="auto-play__field">
              <span>Stop on win above</span>
              <input
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                placeholder="off"
                value={stopWinText}
                onChange={(e) => setStopWinText(e.target.value)}
              />
            </label>
            <label className="auto-play__field">
              <span>Stop if balance below</span>
              <input
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                placeholder="off"
                value={stopBalanceText}
                onChange={(e) => setStopBalanceText(e.target.value)}
              />
            </label>
            <button type="button" className="btn btn--purple btn--sm" disabled={busy} onClick={startAuto}>
              Start auto
            </button>
          </>
        )}
        {!auto && autoStopped && (
          <span className="auto-play__stopped" data-testid="auto-stopped" role="status">
            {AUTO_PLAY_STOP_TEXT[autoStopped]}
          </span>
        )}
      </div>
    </section>
  );
}
