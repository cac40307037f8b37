import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { BlackjackRound, PlayCurrency } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { StakeCurrency, Stat, VerifyRoundLink } from '../../components/games/game-ui';
import { chipsFor } from '../../components/games/chip-rules';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { usePlayBalance } from '../../components/games/use-balance';
import { currencyMark, currencyName } from '../../components/currency-switch/play-currency-store';
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
  blackjackNetLine,
  blackjackOutcomeMessage,
  blackjackPhase,
  handTotalLabel,
  handTotalText,
  OUTCOME_LABELS,
  pushRecent,
  type BlackjackResult,
} from './blackjack-outcome';

/** Chip values; the table offers those within its limits of the currency at stake. */
const DENOMINATIONS: readonly Cents[] = [20, 100, 500, 2500, 10000, 50000];
type Action = 'deal' | 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';

const ACTION_FAILED: Record<Action, string> = {
  deal: 'Deal Failed',
  hit: 'Hit Failed',
  stand: 'Stand Failed',
  double: 'Double Failed',
  split: 'Split Failed',
  insurance: 'Insurance Failed',
  'no-insurance': 'Insurance Failed',
};

/** A total with its soft count ("7/17", read as "soft 17"). */
function Total({ value, soft, testId }: { value: number; soft: boolean; testId: string }) {
  return (
    <span
      className="bj__total"
      data-testid={testId}
      aria-label={handTotalLabel(value, soft)}
      title={handTotalLabel(value, soft)}
    >
      {handTotalText(value, soft)}
    </span>
  );
}

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

export function BlackjackTable({ currency: chosen }: { currency: PlayCurrency }) {
  const open = useOpenRound();
  /** undefined until the player acts: until then the resumed round (if any) is shown. */
  const [local, setLocal] = useState<BlackjackRound | null | undefined>(undefined);
  const [pending, setPending] = useState<Action | null>(null);
  const [recent, setRecent] = useState<RecentResult[]>([]);

  const resumed = open.data && open.data.phase === 'playing' ? open.data : null;
  const round = local !== undefined ? local : resumed;
  const phase = blackjackPhase(round);
  // A round in play stays in the currency it was dealt in; a new one takes the header's.
  const currency = round && round.phase === 'playing' ? round.currency : chosen;
  const balance = usePlayBalance(currency);
  const LIMITS = tableLimitsIn('blackjack', currency);
  const CHIPS = chipsFor(LIMITS, DENOMINATIONS);
  const mark = currencyMark(currency);
  const [bet, setBet] = useState<Cents>(() => Math.min(Math.max(1000, LIMITS.min), LIMITS.max));

  function finish(next: BlackjackRound) {
    refreshAfterPlay(next.balance, next.currency);
    if (next.phase !== 'finished') return;
    const net = toCents(next.winAmount) - toCents(next.totalBet);
    const message = blackjackOutcomeMessage(
      next.result,
      formatCents(Math.max(net, 0)),
      currencyName(next.currency),
    );
    if (message) toast({ title: message.title, description: message.description, variant: 'default' });
    setRecent((list) =>
      pushRecent(list, {
        id: next.roundId,
        result: next.result,
        net,
      }),
    );
  }

  async function act(action: Action) {
    if (pending) return;
    if (action === 'deal' && bet > balance) {
      toastInsufficientBalance(currency);
      return;
    }
    setPending(action);
    try {
      const next =
        action === 'deal'
          ? await apiJson<BlackjackRound>('POST', '/api/blackjack/deal', {
              betAmount: toMoneyString(bet),
              currency,
            })
          : action === 'insurance' || action === 'no-insurance'
            ? await apiJson<BlackjackRound>('POST', '/api/blackjack/insurance', {
                take: action === 'insurance',
                ...(round ? { roundId: round.roundId } : {}),
              })
            : await apiJson<BlackjackRound>('POST', `/api/blackjack/${action}`);
      setLocal(next);
      // Coming back to the tab later resumes this round only while it is still open.
      queryClient.setQueryData(OPEN_ROUND_KEY, next.phase === 'playing' ? next : null);
      finish(next);
    } catch (error) {
      toastPlayError(ACTION_FAILED[action], error);
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
  const net = finished && round ? blackjackNetLine(round, formatCents, currencyMark(round.currency)) : null;
  const message = finished && round ? blackjackOutcomeMessage(round.result, '') : null;
  const insuring = playing && round?.insurance?.decision === 'pending' ? round.insurance : null;
  const busy = pending !== null;

  return (
    <div className="bj">
      <div className="felt bj__felt">
        <div className="bj__seat">
          <p className="felt__label">
            Dealer
            {round && round.dealerCards.length > 0 && (
              <Total value={round.dealerValue} soft={round.dealerSoft} testId="bj-dealer-total" />
            )}
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
                    Hand {i + 1}: <strong>{handTotalText(hand.value, hand.soft)}</strong> · bet{' '}
                    {formatCents(toCents(hand.bet))} {mark}
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
            {round && round.playerCards.length > 0 && (
              <Total value={round.playerValue} soft={round.playerSoft} testId="bj-player-total" />
            )}
          </p>
        </div>

        <div
          className={`result-banner${net ? ` result-banner--${net.tone}` : ''}${phase === 'betting' ? ' bj__idle-prompt' : ''}`}
          data-testid="blackjack-result"
          aria-live="polite"
        >
          {phase === 'betting' && 'Place your bet and press Deal'}
          {insuring &&
            (insuring.offer === 'even-money'
              ? 'Blackjack against an ace: take even money (1:1 now)?'
              : 'Dealer shows an ace: insurance?')}
          {playing &&
            !insuring &&
            (split
              ? `Playing hand ${(round?.activeHand ?? 0) + 1} of ${round?.hands.length ?? 1}`
              : 'Hit or Stand?')}
          {message && net && (
            <>
              <span>{net.tone === 'win' || message.tone !== 'win' ? message.title : 'Round over'}</span>
              {net.note && <span className="result-banner__note">{net.note}</span>}
              <span>{net.text}</span>
            </>
          )}
        </div>
      </div>

      <div className="bj__controls game-panel">
        {phase === 'betting' && (
          <>
            <button
              type="button"
              className="btn btn--gold btn--lg bj__main"
              disabled={busy || bet < LIMITS.min}
              onClick={() => void act('deal')}
            >
              {pending === 'deal' ? 'Dealing…' : 'Deal'}
            </button>
            <TableBetPicker
              bet={bet}
              onChange={setBet}
              limits={LIMITS}
              chips={CHIPS}
              disabled={busy}
              currency={currency}
            />
          </>
        )}
        {insuring && round && (
          <div className="action-row bj__actions">
            <button
              type="button"
              className="btn btn--gold"
              disabled={busy}
              onClick={() => void act('insurance')}
            >
              {insuring.offer === 'even-money'
                ? 'Even money'
                : `Insurance (${formatCents(Math.floor(toCents(round.totalBet) / 2))} ${mark})`}
            </button>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={busy}
              onClick={() => void act('no-insurance')}
            >
              {insuring.offer === 'even-money' ? 'No, play the blackjack' : 'No insurance'}
            </button>
          </div>
        )}
        {playing && !insuring && round && (
          <>
            <div className="action-row">
              <Stat
                label="Total bet"
                value={
                  <>
                    {formatCents(toCents(round.totalBet))} <StakeCurrency currency={currency} />
                  </>
                }
                tone="gold"
              />
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
            <p className={`bj__net bj__net--${net?.tone ?? 'push'}`} data-testid="blackjack-net">
              {net?.text}
            </p>
            <div className="action-row bj__stats">
              <Stat
                label="Bet"
                value={
                  <>
                    {formatCents(toCents(round.totalBet))} <StakeCurrency currency={currency} />
                  </>
                }
              />
              <Stat
                label="Returned"
                value={`${formatCents(toCents(round.winAmount))} ${mark}`}
                tone={net?.tone === 'win' ? 'win' : 'muted'}
              />
            </div>
            <VerifyRoundLink sessionId={round.sessionId} />
            <div className="action-row bj__actions">
              <button
                type="button"
                className="btn btn--gold btn--lg"
                disabled={busy || bet < LIMITS.min}
                onClick={() => void act('deal')}
              >
                {pending === 'deal' ? 'Dealing…' : `Deal again (${formatCents(bet)} ${mark})`}
              </button>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setLocal(null)}>
                Change bet
              </button>
            </div>
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
