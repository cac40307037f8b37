import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PlayCurrency, VideoPokerRound } from '@casino/contracts';
import { JACKS_OR_BETTER_9_6 } from '@casino/engine';
import { gameOf } from '@casino/games';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { StakeCurrency, Stat, VerifyRoundLink } from '../../components/games/game-ui';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { usePlayBalance } from '../../components/games/use-balance';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import { describeNetResult, formatNetCoins, isBigWin, netResultOf } from '../../components/games/net-result';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import {
  errorCode,
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { stepWholeCoins } from '../../components/games/table-bet-rules';
import { PlayingCard } from '../../components/playing-cards/playing-card';
import { cardName } from '../../components/playing-cards/card-names';
import { paytableRows, toggleHold } from './video-poker-rules';

const OPEN_ROUND_KEY = ['/api/video-poker/current'] as const;
const NO_HOLDS = [false, false, false, false, false] as const;

export function VideoPokerTable({ currency: chosen }: { currency: PlayCurrency }) {
  const open = useQuery<VideoPokerRound | null>({
    queryKey: OPEN_ROUND_KEY,
    queryFn: () => apiJson<VideoPokerRound | null>('GET', '/api/video-poker/current').catch(() => null),
  });
  const [local, setLocal] = useState<VideoPokerRound | null | undefined>(undefined);
  const [held, setHeld] = useState<boolean[] | null>(null);
  const [pending, setPending] = useState<'deal' | 'draw' | null>(null);

  const resumed = open.data && open.data.phase === 'holding' ? open.data : null;
  const round = local !== undefined ? local : resumed;
  // A hand waiting for its draw stays in the currency it was dealt in; a new one takes the header's.
  const currency = round && round.phase === 'holding' ? round.currency : chosen;
  const balance = usePlayBalance(currency);
  const LIMITS = tableLimitsIn('video-poker', currency);
  const mark = currencyMark(currency);
  const [bet, setBet] = useState<Cents>(() => Math.min(Math.max(500, LIMITS.min), LIMITS.max));
  const holds = held ?? round?.held ?? [...NO_HOLDS];
  const phase = round ? round.phase : 'betting';
  const rows = paytableRows(JACKS_OR_BETTER_9_6);

  async function deal() {
    if (bet > balance) {
      toastInsufficientBalance(currency);
      return;
    }
    setPending('deal');
    try {
      const next = await apiJson<VideoPokerRound>('POST', '/api/video-poker/deal', {
        betAmount: toMoneyString(bet),
        currency,
      });
      setLocal(next);
      queryClient.setQueryData(OPEN_ROUND_KEY, next.phase === 'holding' ? next : null);
      setHeld([...next.held]);
      refreshAfterPlay(next.balance, next.currency);
    } catch (error) {
      toastPlayError('Deal Failed', error);
    } finally {
      setPending(null);
    }
  }

  async function draw() {
    setPending('draw');
    try {
      const next = await apiJson<VideoPokerRound>('POST', '/api/video-poker/draw', { held: holds });
      setLocal(next);
      queryClient.setQueryData(OPEN_ROUND_KEY, null);
      setHeld(null);
      refreshAfterPlay(next.balance, next.currency);
      // Issue 12: the result is shown on the machine; a toast only for a big win.
      const staked = toCents(next.betAmount);
      const returned = toCents(next.winAmount);
      if (isBigWin(staked, returned))
        toast({
          title: `${next.handName}! 🎉`,
          description: `You won ${formatNetCoins(returned - staked, currencyMark(next.currency))} (${next.multiplier}x).`,
        });
    } catch (error) {
      toastPlayError('Draw Failed', error);
      if (errorCode(error) === 'no_active_round') {
        queryClient.setQueryData(OPEN_ROUND_KEY, null);
        setLocal(null);
        setHeld(null);
      }
    } finally {
      setPending(null);
    }
  }

  const holding = phase === 'holding';
  const finished = phase === 'finished';
  const win = round ? toCents(round.winAmount) : 0;
  const net = finished && round ? netResultOf(toCents(round.betAmount), win) : null;
  const currentHand = finished && round ? round.handName : null;

  return (
    <div className="vp">
      <div className="vp__machine">
        <div className="vp__screen">
          <div
            className={`vp__hand-name${net?.kind === 'win' ? ' vp__hand-name--win' : ''}`}
            data-testid="video-poker-hand"
            aria-live="polite"
          >
            {phase === 'betting' && gameOf('video-poker').name}
            {holding &&
              round &&
              (round.multiplier > 0
                ? `${round.handName} dealt — hold and draw`
                : 'Tap cards to hold, then Draw')}
            {finished && round && net && (
              <>
                {round.handName} ·{' '}
                <span data-testid="video-poker-net">
                  {net.kind === 'win' ? `WIN ${formatNetCoins(net.net, mark)}` : describeNetResult(net, mark)}
                </span>
              </>
            )}
          </div>

          <div className="vp__cards" role="group" aria-label="Your hand">
            {round
              ? round.cards.map((card, i) => (
                  <button
                    key={`${round.roundId}-${i}-${card.rank}${card.suit}`}
                    type="button"
                    className="vp__card"
                    aria-pressed={holds[i] ?? false}
                    aria-label={`${cardName(card)}${holds[i] ? ', held' : ''}`}
                    disabled={!holding || pending !== null}
                    onClick={() => setHeld(toggleHold(holds, i))}
                  >
                    <span className="vp__held" aria-hidden="true">
                      HELD
                    </span>
                    <PlayingCard card={card} size="lg" index={i} />
                  </button>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <span key={i} className="vp__card vp__card--empty">
                    <PlayingCard card={null} size="lg" index={i} />
                  </span>
                ))}
          </div>
        </div>

        <div className="vp__controls">
          <div className="vp__bet">
            <span className="game-stat__label" id="vp-bet-label">
              Bet <StakeCurrency currency={currency} />
            </span>
            <div className="bet-stepper" role="group" aria-labelledby="vp-bet-label">
              <button
                type="button"
                className="bet-stepper__step"
                aria-label="Decrease bet by 1"
                disabled={holding || pending !== null || bet <= LIMITS.min}
                onClick={() => setBet(stepWholeCoins(bet, -1, LIMITS))}
              >
                −
              </button>
              <output className="bet-stepper__value" data-testid="video-poker-bet">
                {formatCents(bet)}
              </output>
              <button
                type="button"
                className="bet-stepper__step"
                aria-label="Increase bet by 1"
                disabled={holding || pending !== null || bet >= LIMITS.max}
                onClick={() => setBet(stepWholeCoins(bet, 1, LIMITS))}
              >
                +
              </button>
            </div>
            <span className="table-bet__limits">
              Limits {formatCents(LIMITS.min)} – {formatCents(LIMITS.max)} {mark} · 1 {mark} steps
            </span>
          </div>

          <Stat
            label="Net"
            value={net ? formatNetCoins(net.net, mark) : '—'}
            tone={net?.kind === 'win' ? 'win' : 'muted'}
          />

          <div className="action-row">
            {phase === 'betting' && (
              <button
                type="button"
                className="btn btn--gold btn--lg"
                disabled={pending !== null || bet > balance}
                onClick={() => void deal()}
              >
                {pending === 'deal' ? 'Dealing…' : 'Deal'}
              </button>
            )}
            {holding && (
              <button
                type="button"
                className="btn btn--gold btn--lg"
                disabled={pending !== null}
                onClick={() => void draw()}
              >
                {pending === 'draw' ? 'Drawing…' : 'Draw'}
              </button>
            )}
            {finished && (
              <>
                <button
                  type="button"
                  className="btn btn--gold btn--lg"
                  disabled={pending !== null || bet > balance}
                  onClick={() => void deal()}
                >
                  {pending === 'deal' ? 'Dealing…' : 'Deal again'}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  disabled={pending !== null}
                  onClick={() => {
                    setLocal(null);
                    setHeld(null);
                  }}
                >
                  New Game
                </button>
              </>
            )}
          </div>
          {finished && <VerifyRoundLink sessionId={round?.sessionId} />}
          {!holding && bet > balance && <p className="vp__warning">Your balance does not cover this bet.</p>}
        </div>
      </div>

      <section className="game-panel vp__paytable" aria-labelledby="vp-paytable-title">
        <h3 id="vp-paytable-title" className="game-panel__title">
          Paytable · 9/6 Jacks or Better
        </h3>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Hand</th>
              <th scope="col">Pays</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.hand} className={currentHand === row.name && win > 0 ? 'is-hit' : undefined}>
                <td>{row.name}</td>
                <td>{row.pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="game-panel__note">
          Pays per coin bet, stake included: a pair of jacks or better pays 1 and gives your stake back.
        </p>
      </section>
    </div>
  );
}
