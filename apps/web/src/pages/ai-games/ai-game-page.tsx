import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  AI_GAME_BET,
  AI_INSUFFICIENT_BALANCE,
  type AiGameDetail,
  type AiTableRound,
  type PlayCurrency,
} from '@casino/contracts';
import type { AiBlackjackMove, AiMathDesign, AiOneShotChoice, AiOneShotOutcome } from '@casino/engine';
import { HttpError } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { currencyMark, usePlayCurrency } from '../../components/currency-switch/play-currency-store';
import { StakeCurrency } from '../../components/games/game-ui';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import { refreshAfterPlay, toastPlayError } from '../../components/games/play-feedback';
import { usePlayBalance } from '../../components/games/use-balance';
import { toast } from '../../components/toaster/toast-store';
import { ArcadeArea, RouletteArea, SlotsArea, SlotsPaytable } from '../../games/ai-games/ai-one-shot-areas';
import { BlackjackArea, PokerArea } from '../../games/ai-games/ai-table-areas';
import {
  aiBetRules,
  betAfterDecrement,
  betAfterIncrement,
  betText,
  gameIdToShow,
  GAME_TYPE_LABELS,
  insufficientBalanceText,
  isBalanceShort,
  parseGameId,
  ratingText,
} from './ai-games-model';
import {
  actAiBlackjack,
  currentAiRound,
  dealAiGame,
  drawAiPoker,
  playAiGame,
  rateAiGame,
  refreshAiGames,
  useAiGame,
  useAiGames,
} from './ai-games-queries';
import '../../styles/page-kit.css';
import './ai-games.css';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec /ai-game/{gameId}: Game Area, Game Stats and the Betting panel; unknown ids fall back to the first game. */
export function AiGamePage() {
  const { gameId } = useParams();
  const requested = parseGameId(gameId);
  const detail = useAiGame(requested);
  const notFound = requested === null || (detail.error instanceof HttpError && detail.error.status === 404);
  const list = useAiGames(null);
  const fallbackId = notFound ? gameIdToShow(null, false, list.data) : null;
  const fallback = useAiGame(fallbackId);
  const game = notFound ? fallback.data : detail.data;

  if ((detail.isLoading && !notFound) || (notFound && (list.isLoading || fallback.isLoading))) {
    return (
      <div className="container">
        <p className="ai-status" role="status">
          Loading the game…
        </p>
      </div>
    );
  }
  if (!game) {
    return (
      <div className="container">
        <section className="panel panel--center" aria-labelledby="ai-missing">
          <h1 id="ai-missing" className="panel__title">
            Game Not Found
          </h1>
          <p className="panel__text">There is no AI game to show yet. Generate one on the AI Games page.</p>
          <div className="panel__actions">
            <Link to="/ai-games" className="btn btn--gold">
              Back to AI Games
            </Link>
          </div>
        </section>
      </div>
    );
  }
  if (game.status !== 'ready' || !game.presentation || !game.math) return <DesigningPanel game={game} />;
  return <AiGameTableIn game={game} />;
}

/** The table in the header's currency: switching currency sets the table up afresh in the other one. */
function AiGameTableIn({ game }: { game: AiGameDetail }) {
  const currency = usePlayCurrency();
  return <AiGameTable key={`${game.id}-${currency}`} game={game} currency={currency} />;
}

function DesigningPanel({ game }: { game: AiGameDetail }) {
  return (
    <div className="container">
      <section className="panel panel--center" aria-live="polite">
        <span className="panel__eyebrow">
          {GAME_TYPE_LABELS[game.gameType]} · {game.theme}
        </span>
        <h1 className="panel__title">
          {game.status === 'failed' ? 'The studio could not finish this game' : 'Designing your game…'}
        </h1>
        <p className="panel__text">
          {game.status === 'failed'
            ? (game.failure ?? 'Please ask for another.')
            : 'The studio is choosing its symbols and colours and computing its exact return. This page opens the game when it is ready.'}
        </p>
        {game.status !== 'failed' && <span className="ai-spinner" aria-hidden="true" />}
        <div className="panel__actions">
          <Link to="/ai-games" className="btn">
            Back to AI Games
          </Link>
        </div>
      </section>
    </div>
  );
}

type Phase = 'idle' | 'playing' | 'result';

/** A settled round's return and net, in cents, with the currency it was played with. */
interface RoundResult {
  net: Cents;
  win: Cents;
  currency: PlayCurrency;
}

/** "1,234.50 GC": an amount with the mark of its currency (never a currency sign). */
const amountIn = (cents: Cents, currency: PlayCurrency): string =>
  `${formatCents(cents)} ${currencyMark(currency)}`;

function AiGameTable({ game, currency }: { game: AiGameDetail; currency: PlayCurrency }) {
  const math = game.math as unknown as AiMathDesign;
  const presentation = game.presentation!;
  const table = math.kind === 'blackjack' || math.kind === 'poker';
  // Bets in cents of the currency at stake: the spec's constants for coins, the SC limits for SC.
  const rules = useMemo(() => aiBetRules(currency), [currency]);
  const [bet, setBet] = useState<Cents>(rules.default);
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<AiOneShotOutcome | null>(null);
  const [result, setResult] = useState<RoundResult | null>(null);
  const [choice, setChoice] = useState<AiOneShotChoice>(() =>
    math.kind === 'roulette'
      ? { roulette: { type: 'color', value: 0 } }
      : math.kind === 'arcade' && math.game === 'dice'
        ? { dice: { chance: Math.min(math.maxChance, Math.max(math.minChance, 50)), direction: 'under' } }
        : {},
  );
  const [round, setRound] = useState<AiTableRound | null>(null);
  const [held, setHeld] = useState<boolean[]>([false, false, false, false, false]);
  const [busy, setBusy] = useState(false);
  const [rated, setRated] = useState<number | null>(game.myRating);
  const [canRate, setCanRate] = useState(game.canRate);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);
  const balance = usePlayBalance(currency);
  const mark = currencyMark(currency);

  // A hand of this game left open (a reload) is picked up again.
  useEffect(() => {
    if (!table) return;
    void currentAiRound().then((open) => {
      if (open && open.aiGameId === game.id && mounted.current) {
        setRound(open);
        setHeld(open.poker?.held ?? [false, false, false, false, false]);
      }
    });
  }, [table, game.id]);

  /** A settled round (in its own currency: an open hand keeps the one it was dealt in). */
  const settled = (answer: {
    betAmount: string;
    winAmount: string;
    balance: string;
    currency: PlayCurrency;
  }) => {
    refreshAfterPlay(answer.balance, answer.currency);
    refreshAiGames();
    const win = toCents(answer.winAmount);
    setResult({ net: win - toCents(answer.betAmount), win, currency: answer.currency });
    setCanRate(rated === null);
  };

  /** Spec section 5: the 'Insufficient Balance' toast blocks a bet over the balance of the currency at stake. */
  const balanceCovers = (): boolean => {
    if (!isBalanceShort(balance, bet)) return true;
    toast({
      variant: 'destructive',
      title: AI_INSUFFICIENT_BALANCE.title,
      description: insufficientBalanceText(currency),
    });
    return false;
  };

  async function playOnce() {
    if (!balanceCovers()) return;
    setPhase('playing');
    setResult(null);
    const started = Date.now();
    try {
      const answer = await playAiGame(game.id, { betAmount: toMoneyString(bet), currency, ...choice });
      // Spec section 4: playing for 3 seconds, then the result.
      await wait(Math.max(0, AI_GAME_BET.playDelayMs - (Date.now() - started)));
      if (!mounted.current) return;
      setOutcome(answer.outcome as unknown as AiOneShotOutcome);
      settled(answer);
      setPhase('result');
    } catch (error) {
      if (!mounted.current) return;
      setPhase('idle');
      toastPlayError('Play failed', error);
    }
  }

  async function deal() {
    if (!balanceCovers()) return;
    setBusy(true);
    setResult(null);
    try {
      const dealt = await dealAiGame(game.id, { betAmount: toMoneyString(bet), currency });
      setRound(dealt);
      setHeld([false, false, false, false, false]);
      if (dealt.phase === 'finished') settled(dealt);
      else refreshAfterPlay(dealt.balance, dealt.currency);
    } catch (error) {
      toastPlayError('Deal failed', error);
    } finally {
      setBusy(false);
    }
  }

  async function move(next: AiBlackjackMove) {
    if (!round) return;
    setBusy(true);
    try {
      const answer = await actAiBlackjack(game.id, { move: next, roundId: round.roundId });
      setRound(answer);
      if (answer.phase === 'finished') settled(answer);
      else refreshAfterPlay(answer.balance, answer.currency);
    } catch (error) {
      toastPlayError('Move failed', error);
    } finally {
      setBusy(false);
    }
  }

  async function draw() {
    if (!round) return;
    setBusy(true);
    try {
      const answer = await drawAiPoker(game.id, { held, roundId: round.roundId });
      setRound(answer);
      settled(answer);
    } catch (error) {
      toastPlayError('Draw failed', error);
    } finally {
      setBusy(false);
    }
  }

  async function rate(stars: number) {
    try {
      await rateAiGame(game.id, stars);
      setRated(stars);
      setCanRate(false);
      refreshAiGames();
      toast({ title: 'Thanks for rating', description: `You gave ${game.name} ${stars} of 5.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Rating not saved', description: describeError(error) });
    }
  }

  const style = useMemo(
    () =>
      ({
        '--ai-bg': presentation.palette.background,
        '--ai-surface': presentation.palette.surface,
        '--ai-primary': presentation.palette.primary,
        '--ai-accent': presentation.palette.accent,
        '--ai-text': presentation.palette.text,
      }) as CSSProperties,
    [presentation],
  );
  const handOpen = round?.phase === 'playing';
  const spinning = phase === 'playing';
  const oneShot = (type: AiOneShotOutcome['type']) => (outcome?.type === type ? outcome : null);

  return (
    <div className="ai-game container" style={style}>
      <header className="ai-game__head">
        <div>
          <p className="page-head__eyebrow">
            {GAME_TYPE_LABELS[game.gameType]} · {game.theme} · by {game.creatorName}
          </p>
          <h1 className="ai-game__title">{game.name}</h1>
        </div>
        <Link to="/fairness" className="game-hero__fair" data-testid="fairness-link">
          Provably fair
        </Link>
      </header>

      <div className="ai-game__layout">
        <section className="ai-area" aria-label="Game Area" data-testid="ai-game-area">
          {math.kind === 'slots' && (
            <SlotsArea
              design={math}
              presentation={presentation}
              outcome={oneShot('slots') as never}
              spinning={spinning}
            />
          )}
          {math.kind === 'roulette' && (
            <RouletteArea
              design={math}
              presentation={presentation}
              outcome={oneShot('roulette') as never}
              spinning={spinning}
              choice={choice}
              onChoice={setChoice}
            />
          )}
          {math.kind === 'arcade' && (
            <ArcadeArea
              design={math}
              presentation={presentation}
              outcome={oneShot('arcade') as never}
              spinning={spinning}
              choice={choice}
              onChoice={setChoice}
            />
          )}
          {math.kind === 'blackjack' && (
            <BlackjackArea round={round} busy={busy} onMove={(m) => void move(m)} />
          )}
          {math.kind === 'poker' && (
            <PokerArea
              round={round}
              design={math}
              held={held}
              onToggle={(i) => setHeld((h) => h.map((v, k) => (k === i ? !v : v)))}
            />
          )}
          <p
            className={`ai-verdict${result ? (result.net > 0 ? ' is-win' : ' is-loss') : ''}`}
            aria-live="polite"
            data-testid="ai-verdict"
          >
            {spinning
              ? 'Playing…'
              : result
                ? result.net > 0
                  ? `You won ${amountIn(result.win, result.currency)} (net +${amountIn(result.net, result.currency)})`
                  : result.win > 0
                    ? `Returned ${amountIn(result.win, result.currency)} (net ${amountIn(result.net, result.currency)})`
                    : `No win this time (net ${amountIn(result.net, result.currency)})`
                : round?.phase === 'playing' && round.currency !== currency
                  ? `This hand was dealt in ${currencyMark(round.currency)}: it stakes and pays in ${currencyMark(round.currency)}.`
                  : ' '}
          </p>
        </section>

        <aside className="ai-side">
          <section className="ai-panel" aria-label="Betting">
            <h2 className="ai-panel__title">Betting</h2>
            <p className="ai-balance" data-currency={currency}>
              {currency === 'sweeps' ? 'SC balance' : 'Balance'}{' '}
              <strong data-testid="game-balance">
                {formatCents(balance)} {mark}
              </strong>
            </p>
            <div className="ai-stepper">
              <button
                type="button"
                className="btn"
                aria-label="Decrease bet"
                disabled={spinning || handOpen || busy}
                onClick={() => setBet((b) => betAfterDecrement(b, rules))}
              >
                −
              </button>
              <span className="ai-stepper__bet" data-testid="ai-bet">
                {betText(bet)} <StakeCurrency currency={currency} />
              </span>
              <button
                type="button"
                className="btn"
                aria-label="Increase bet"
                disabled={spinning || handOpen || busy}
                onClick={() => setBet((b) => betAfterIncrement(b, rules))}
              >
                +
              </button>
            </div>
            <div className="chip-group" role="group" aria-label="Bet presets">
              {rules.presets.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={`chip-button${bet === preset ? ' is-active' : ''}`}
                  disabled={spinning || handOpen || busy}
                  onClick={() => setBet(preset)}
                >
                  {betText(preset)}
                </button>
              ))}
            </div>
            {!table && (
              <button
                type="button"
                className="btn btn--gold btn--block"
                disabled={spinning}
                onClick={() => void playOnce()}
                data-testid="ai-play"
              >
                {spinning ? 'Playing…' : phase === 'result' ? 'Play Again' : 'Play'}
              </button>
            )}
            {table &&
              (math.kind === 'poker' && handOpen ? (
                <button
                  type="button"
                  className="btn btn--gold btn--block"
                  disabled={busy}
                  onClick={() => void draw()}
                  data-testid="ai-draw"
                >
                  Draw
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn--gold btn--block"
                  disabled={busy || handOpen}
                  onClick={() => void deal()}
                  data-testid="ai-deal"
                >
                  {round ? 'Deal Again' : 'Deal'}
                </button>
              ))}
          </section>

          <section className="ai-panel" aria-label="Game Stats">
            <h2 className="ai-panel__title">Game Stats</h2>
            <dl className="ai-stats-list">
              <div>
                <dt>Rating</dt>
                <dd>{ratingText(game.rating, game.ratingCount)}</dd>
              </div>
              <div>
                <dt>RTP</dt>
                <dd data-testid="ai-rtp">{game.rtp.toFixed(2)}%</dd>
              </div>
              <div>
                <dt>Total plays</dt>
                <dd>{game.playCount.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>Difficulty</dt>
                <dd className="ai-cap">{game.difficulty}</dd>
              </div>
              <div>
                <dt>Win chance</dt>
                <dd>{game.hitRate.toFixed(2)}%</dd>
              </div>
              <div>
                <dt>Volatility</dt>
                <dd className="ai-cap">{game.volatilityLabel}</dd>
              </div>
            </dl>
            <div className="ai-rate" role="group" aria-label="Rate this game">
              {rated !== null ? (
                <p>
                  Your rating: {'★'.repeat(rated)}
                  {'☆'.repeat(5 - rated)}
                </p>
              ) : canRate ? (
                <>
                  <p>Rate this game</p>
                  {[1, 2, 3, 4, 5].map((stars) => (
                    <button
                      key={stars}
                      type="button"
                      className="ai-star"
                      aria-label={`${stars} star${stars === 1 ? '' : 's'}`}
                      onClick={() => void rate(stars)}
                      data-testid={`ai-rate-${stars}`}
                    >
                      ★
                    </button>
                  ))}
                </>
              ) : (
                <p className="ai-muted">Play a round to rate this game.</p>
              )}
            </div>
          </section>
        </aside>
      </div>

      <section className="ai-panel ai-rules" aria-label="Rules">
        <h2 className="ai-panel__title">How it plays</h2>
        <p className="ai-muted">{game.description}</p>
        <ul>
          {game.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {math.kind === 'slots' && <SlotsPaytable design={math} presentation={presentation} />}
        <p className="ai-credit">{presentation.credit}.</p>
      </section>
    </div>
  );
}
