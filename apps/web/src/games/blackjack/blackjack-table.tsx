import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BlackjackRound } from '@casino/contracts';
import { betLimitsOf } from '@casino/games';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { Stat } from '../../components/games/game-ui';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import {
  errorCode,
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { TableBetPicker } from '../../components/games/table-bet';
import { CardHand } from '../../components/playing-cards/playing-card';
import {
  blackjackOutcomeMessage,
  blackjackPhase,
  OUTCOME_LABELS,
  pushRecent,
  type BlackjackResult,
} from './blackjack-outcome';

const LIMITS = betLimitsOf('blackjack');
const CHIPS: readonly Cents[] = [500, 2500, 10000, 50000];
type Action = 'deal' | 'hit' | 'stand' | 'double' | 'split';

interface RecentResult {
  id: string;
  result: BlackjackResult;
  net: Cents;
}

/** GET /api/blackjack/current: an open round to resume after a reload (null when none). */
const OPEN_ROUND_KEY = ['/api/blackjack/current'] as const;

function useOpenRound() {
  return useQuery<BlackjackRound | null>({
    queryKey: OPEN_ROUND_KEY,
    // An older server without the endpoint simply has nothing to resume.
    queryFn: () => apiJson<BlackjackRound | null>('GET', '/api/blackjack/current').catch(() => null),
  });
}

export function BlackjackTable({ balance }: { balance: Cents }) {
  const open = useOpenRound();
  /** undefined until the player acts: until then the resumed round (if any) is shown. */
  const [local, setLocal] = useState<BlackjackRound | null | undefined>(undefined);
  const [bet, setBet] = useState<Cents>(1000);
  const [pending, setPending] = useState<Action | null>(null);
  const [recent, setRecent] = useState<RecentResult[]>([]);

  const resumed = open.data && open.data.phase === 'playing' ? open.data : null;
  const round = local !== undefined ? local : resumed;
  const phase = blackjackPhase(round);

  function finish(next: BlackjackRound) {
    refreshAfterPlay(next.balance);
    if (next.phase !== 'finished') return;
    const message = blackjackOutcomeMessage(next.result, formatCents(toCents(next.winAmount)));
    if (message) toast({ title: message.title, description: message.description, variant: 'default' });
    setRecent((list) =>
      pushRecent(list, {
        id: next.roundId,
        result: next.result,
        net: toCents(next.winAmount) - toCents(next.totalBet),
      }),
    );
  }

  async function act(action: Action) {
    if (pending) return;
    if (action === 'deal' && bet > balance) {
      toastInsufficientBalance();
      return;
    }
    setPending(action);
    try {
      const next =
        action === 'deal'
          ? await apiJson<BlackjackRound>('POST', '/api/blackjack/deal', { betAmount: toMoneyString(bet) })
          : await apiJson<BlackjackRound>('POST', `/api/blackjack/${action}`);
      setLocal(next);
      // Coming back to the tab later resumes this round only while it is still open.
      queryClient.setQueryData(OPEN_ROUND_KEY, next.phase === 'playing' ? next : null);
      finish(next);
    } catch (error) {
      toastPlayError(
        action === 'deal' ? 'Deal Failed' : `${action[0]?.toUpperCase()}${action.slice(1)} Failed`,
        error,
      );
      // The round ended elsewhere (another tab): back to betting.
      if (errorCode(error) === 'no_active_round') {
        queryClient.setQueryData(OPEN_ROUND_KEY, null);
        setLocal(null);
      }
    } finally {
      setPending(null);
    }
  }

  const playing = phase === 'playing';
  const finished = phase === 'finished';
  const split = round && round.hands.length > 1;
  const message =
    finished && round ? blackjackOutcomeMessage(round.result, formatCents(toCents(round.winAmount))) : null;
  const busy = pending !== null;

  return (
    <div className="bj">
      <div className="felt bj__felt">
        <div className="bj__seat">
          <p className="felt__label">
            Dealer
            {round && round.dealerCards.length > 0 && <span className="bj__total">{round.dealerValue}</span>}
          </p>
          <CardHand
            cards={round?.dealerCards ?? []}
            hiddenFrom={playing && round && round.dealerCards.length < 2 ? 1 : 0}
            label="Dealer's cards"
          />
        </div>

        <div className="bj__arc" aria-hidden="true">
          Blackjack pays 3 to 2 · Dealer stands on all 17s
        </div>

        <div className="bj__seat">
          {split && round ? (
            <div className="bj__hands">
              {round.hands.map((hand, i) => (
                <div
                  key={i}
                  className={`bj__hand${playing && i === round.activeHand ? ' bj__hand--active' : ''}`}
                >
                  <CardHand cards={hand.cards} size="sm" label={`Hand ${i + 1}`} />
                  <p className="bj__hand-meta">
                    Hand {i + 1}: <strong>{hand.value}</strong> · bet {formatCents(toCents(hand.bet))}
                    {hand.outcome !== 'continue' && (
                      <span className={`bj__badge bj__badge--${hand.outcome}`}>
                        {OUTCOME_LABELS[hand.outcome]}
                      </span>
                    )}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <CardHand cards={round?.playerCards ?? []} label="Your cards" />
          )}
          <p className="felt__label">
            You
            {round && round.playerCards.length > 0 && <span className="bj__total">{round.playerValue}</span>}
          </p>
        </div>

        <div
          className={`result-banner${message ? ` result-banner--${message.tone}` : ''}`}
          data-testid="blackjack-result"
          aria-live="polite"
        >
          {phase === 'betting' && 'Place your bet and press Deal'}
          {playing &&
            (split
              ? `Playing hand ${(round?.activeHand ?? 0) + 1} of ${round?.hands.length ?? 1}`
              : 'Hit or Stand?')}
          {message && round && (
            <>
              <span>{message.title}</span>
              {toCents(round.winAmount) > 0 && <span>+{formatCents(toCents(round.winAmount))}</span>}
            </>
          )}
        </div>
      </div>

      <div className="bj__controls game-panel">
        {phase === 'betting' && (
          <>
            <TableBetPicker bet={bet} onChange={setBet} limits={LIMITS} chips={CHIPS} disabled={busy} />
            <button
              type="button"
              className="btn btn--gold btn--lg"
              disabled={busy || bet < LIMITS.min}
              onClick={() => void act('deal')}
            >
              {pending === 'deal' ? 'Dealing…' : 'Deal'}
            </button>
          </>
        )}
        {playing && round && (
          <>
            <div className="action-row">
              <Stat label="Total bet" value={formatCents(toCents(round.totalBet))} tone="gold" />
            </div>
            <div className="action-row bj__actions">
              <button type="button" className="btn btn--gold" disabled={busy} onClick={() => void act('hit')}>
                Hit
              </button>
              <button
                type="button"
                className="btn btn--purple"
                disabled={busy}
                onClick={() => void act('stand')}
              >
                Stand
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy || !round.canDouble}
                onClick={() => void act('double')}
              >
                Double
              </button>
              <button
                type="button"
                className="btn btn--ghost"
                disabled={busy || !round.canSplit}
                onClick={() => void act('split')}
              >
                Split
              </button>
            </div>
          </>
        )}
        {finished && round && (
          <>
            <div className="action-row">
              <Stat label="Bet" value={formatCents(toCents(round.totalBet))} />
              <Stat
                label="Returned"
                value={formatCents(toCents(round.winAmount))}
                tone={toCents(round.winAmount) > 0 ? 'win' : 'muted'}
              />
            </div>
            <button type="button" className="btn btn--gold btn--lg" onClick={() => setLocal(null)}>
              New Game
            </button>
          </>
        )}
      </div>

      <section className="game-panel bj__recent" aria-labelledby="bj-recent-title">
        <h3 id="bj-recent-title" className="game-panel__title">
          Last results
        </h3>
        {recent.length === 0 ? (
          <p className="game-panel__note">Your last five rounds show here.</p>
        ) : (
          <ol className="recent-list" data-testid="blackjack-recent">
            {recent.map((r) => (
              <li
                key={r.id}
                className={`recent-list__item recent-list__item--${r.net > 0 ? 'win' : r.net < 0 ? 'lose' : 'push'}`}
              >
                <span>{OUTCOME_LABELS[r.result]}</span>
                <span>
                  {r.net > 0 ? '+' : r.net < 0 ? '−' : ''}
                  {formatCents(Math.abs(r.net))}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
