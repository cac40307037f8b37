import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CrapsRollResponse, CrapsTable, PlayCurrency } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
import { StakeCurrency } from '../../components/games/game-ui';
import { tableLimitsIn } from '../../components/games/currency-limits';
import { usePlayBalance } from '../../components/games/use-balance';
import { currencyMark } from '../../components/currency-switch/play-currency-store';
import {
  refreshAfterPlay,
  toastInsufficientBalance,
  toastPlayError,
} from '../../components/games/play-feedback';
import { crapsAmountFromInput } from '../../components/games/table-bet-rules';
import { Die } from './dice';
import {
  canPlaceCrapsBet,
  canRoll,
  CRAPS_BETS,
  crapsBetLabel,
  crapsEventText,
  crapsPhaseText,
  crapsRollNet,
  EMPTY_CRAPS_TABLE,
  isOddsBet,
  type CrapsBetType,
} from './craps-rules';

const ROLL_ANIMATION_MS = 900;
const TABLE_KEY = ['/api/craps/table'] as const;

interface NewBet {
  type: CrapsBetType;
  amount: Cents;
  /** Come odds: the point of the come bet they back. */
  point?: number;
}

const sameBet = (a: Pick<NewBet, 'type' | 'point'>, b: Pick<NewBet, 'type' | 'point'>) =>
  a.type === b.type && a.point === b.point;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function CrapsTableView({ currency: chosen }: { currency: PlayCurrency }) {
  const server = useQuery<CrapsTable>({
    queryKey: TABLE_KEY,
    queryFn: () => apiJson<CrapsTable>('GET', '/api/craps/table').catch(() => EMPTY_CRAPS_TABLE),
  });
  const [last, setLast] = useState<CrapsRollResponse | null>(null);
  const [amountInput, setAmountInput] = useState(() => String(tableLimitsIn('craps', chosen).min / 100));
  const [newBets, setNewBets] = useState<NewBet[]>([]);
  const [lastPlaced, setLastPlaced] = useState<NewBet[]>([]);
  const [rolling, setRolling] = useState(false);

  const table: CrapsTable = last ?? server.data ?? EMPTY_CRAPS_TABLE;
  // Bets on the table stay in the currency they were staked with; an empty table takes the header's.
  const currency = table.bets.length > 0 ? table.currency : chosen;
  const balance = usePlayBalance(currency);
  const LIMITS = tableLimitsIn('craps', currency);
  const mark = currencyMark(currency);
  const amount = crapsAmountFromInput(amountInput, LIMITS);
  const newTotal = newBets.reduce((s, b) => s + b.amount, 0);
  const net = last && !rolling ? crapsRollNet(last, formatCents, currencyMark(last.currency)) : null;

  function addBet(type: CrapsBetType, point?: number) {
    if (newTotal + amount > balance) return toastInsufficientBalance(currency);
    const bet: NewBet = point === undefined ? { type, amount } : { type, amount, point };
    // Flat bets stop at the table maximum; odds are capped by the server against their flat bet.
    const cap = isOddsBet(type) ? Number.MAX_SAFE_INTEGER : LIMITS.max;
    setNewBets((list) =>
      list.some((b) => sameBet(b, bet))
        ? list.map((b) => (sameBet(b, bet) ? { ...b, amount: Math.min(cap, b.amount + amount) } : b))
        : [...list, bet],
    );
  }

  function rebet() {
    const total = lastPlaced.reduce((s, b) => s + b.amount, 0);
    if (total > balance) return toastInsufficientBalance(currency);
    setNewBets(lastPlaced.filter((b) => b.point !== undefined || canPlaceCrapsBet(b.type, table)));
  }

  async function roll() {
    if (!canRoll(table.bets.length, newBets.length)) {
      toast({
        variant: 'destructive',
        title: 'No Bets Placed',
        description: 'Place at least one bet before rolling.',
      });
      return;
    }
    if (newTotal > balance) return toastInsufficientBalance(currency);
    setRolling(true);
    try {
      const body =
        newBets.length > 0
          ? {
              bets: newBets.map((b) => ({
                type: b.type,
                amount: toMoneyString(b.amount),
                ...(b.point === undefined ? {} : { point: b.point }),
              })),
              currency,
            }
          : {};
      // The request leaves on the click; the dice tumble while it is on its way.
      const [result] = await Promise.all([
        apiJson<CrapsRollResponse>('POST', '/api/craps/roll', body),
        wait(ROLL_ANIMATION_MS),
      ]);
      setLast(result);
      queryClient.setQueryData<CrapsTable>(TABLE_KEY, {
        currency: result.currency,
        phase: result.phase,
        point: result.point,
        bets: result.bets,
        history: result.history,
      });
      if (newBets.length > 0) setLastPlaced(newBets);
      setNewBets([]);
      refreshAfterPlay(result.balance, result.currency);
    } catch (error) {
      toastPlayError('Roll Failed', error);
    } finally {
      setRolling(false);
    }
  }

  const dice = last?.dice ?? [3, 4];

  return (
    <div className="craps">
      <div className="felt craps__felt">
        <div className="craps__top">
          <div
            className={`craps__puck${table.phase === 'point' ? ' craps__puck--on' : ''}`}
            aria-hidden="true"
          >
            {table.phase === 'point' ? 'ON' : 'OFF'}
          </div>
          <p className="craps__phase" data-testid="craps-phase" aria-live="polite">
            {crapsPhaseText(table)}
          </p>
          <div className={`craps__dice${rolling ? ' craps__dice--rolling' : ''}`} aria-live="polite">
            <Die value={dice[0]} rolling={rolling} />
            <Die value={dice[1]} rolling={rolling} />
            <span className="craps__dice-total" data-testid="craps-total">
              {rolling ? '…' : last ? last.total : ''}
            </span>
          </div>
        </div>

        <div className="craps__roll-row">
          <button
            type="button"
            className="btn btn--gold btn--lg"
            disabled={rolling || !canRoll(table.bets.length, newBets.length)}
            onClick={() => void roll()}
          >
            {rolling ? 'Rolling…' : 'Roll'}
          </button>
          <p
            className={`craps__result${net ? ` craps__result--${net.tone}` : ''}`}
            data-testid="craps-result"
            aria-live="polite"
          >
            {rolling
              ? 'Rolling…'
              : last
                ? `${last.total} · ${crapsEventText(last)}${net ? ` · ${net.text}` : ''}`
                : 'Place bets and roll'}
          </p>
          {newBets.length > 0 ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={rolling}
              onClick={() => setNewBets([])}
            >
              Clear {formatCents(newTotal)} {mark}
            </button>
          ) : (
            lastPlaced.length > 0 && (
              <button type="button" className="btn btn--ghost btn--sm" disabled={rolling} onClick={rebet}>
                Rebet
              </button>
            )
          )}
        </div>

        <div className="craps__bets" role="group" aria-label="Craps bets">
          {CRAPS_BETS.map((info) => {
            const allowed = canPlaceCrapsBet(info.type, table);
            const onTable = table.bets
              .filter((b) => b.type === info.type)
              .reduce((s, b) => s + toCents(b.amount), 0);
            const adding = newBets.find((b) => b.type === info.type)?.amount ?? 0;
            return (
              <button
                key={info.type}
                type="button"
                className={`craps__bet craps__bet--${info.type}`}
                data-testid={`craps-bet-${info.type}`}
                disabled={rolling || !allowed}
                title={info.hint}
                onClick={() => addBet(info.type)}
              >
                <span className="craps__bet-label">{info.label}</span>
                <span className="craps__bet-pays">{info.pays}</span>
                {(onTable > 0 || adding > 0) && (
                  <span className="craps__bet-stake">
                    {onTable > 0 && <span>{formatCents(onTable)}</span>}
                    {adding > 0 && <span className="craps__bet-new">+{formatCents(adding)}</span>}
                  </span>
                )}
              </button>
            );
          })}
        </div>
      </div>

      <div className="craps__side">
        <section className="game-panel">
          <label className="field">
            <span className="field__label">
              Chip ({formatCents(LIMITS.min)} – {formatCents(LIMITS.max)} {mark}){' '}
              <StakeCurrency currency={currency} />
            </span>
            <input
              className="field__input"
              type="number"
              inputMode="decimal"
              min={LIMITS.min / 100}
              max={LIMITS.max / 100}
              step={currency === 'coins' ? 1 : 0.1}
              value={amountInput}
              onChange={(e) => setAmountInput(e.target.value)}
              onBlur={() => setAmountInput(String(amount / 100))}
              aria-describedby="craps-amount-hint"
            />
            <span className="field__hint" id="craps-amount-hint">
              Each click on a bet adds {formatCents(amount)} {mark}. Odds: up to 3x / 4x / 5x your bet.
            </span>
          </label>
        </section>

        <section className="game-panel" aria-labelledby="craps-table-bets">
          <h3 id="craps-table-bets" className="game-panel__title">
            Bets on the table
          </h3>
          {table.bets.length === 0 ? (
            <p className="game-panel__note">No bets riding. New bets go on the table with your next roll.</p>
          ) : (
            <ul className="plain-list" data-testid="craps-table-bets">
              {table.bets.map((b, i) => {
                const travelled = (b.type === 'come' || b.type === 'dont-come') && b.point !== undefined;
                const oddsType: CrapsBetType = b.type === 'come' ? 'come-odds' : 'dont-come-odds';
                const adding =
                  travelled && newBets.find((n) => sameBet(n, { type: oddsType, point: b.point }))?.amount;
                return (
                  <li key={`${b.type}-${b.point ?? ''}-${i}`}>
                    <span>{crapsBetLabel(b.type, b.point)}</span>
                    <span>
                      {formatCents(toCents(b.amount))} {mark}
                      {travelled && (
                        <button
                          type="button"
                          className="btn btn--ghost btn--sm craps__odds-btn"
                          disabled={rolling}
                          data-testid={`craps-${oddsType}-${b.point}`}
                          onClick={() => addBet(oddsType, b.point)}
                        >
                          + Odds{adding ? ` (${formatCents(adding)})` : ''}
                        </button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        {last && (
          <section className="game-panel" aria-labelledby="craps-settled">
            <h3 id="craps-settled" className="game-panel__title">
              Last roll: {last.total} · {crapsEventText(last)}
            </h3>
            {last.settlements.length === 0 ? (
              <p className="game-panel__note">No bets were decided on this roll.</p>
            ) : (
              <ul className="plain-list" data-testid="craps-settlements">
                {last.settlements.map((s, i) => {
                  const stake = toCents(s.amount);
                  const back = toCents(s.returned);
                  return (
                    <li key={`${s.type}-${i}`} className={`plain-list__${s.outcome}`}>
                      <span>
                        {crapsBetLabel(s.type, s.point)} ·{' '}
                        {s.outcome === 'win' ? 'Win' : s.outcome === 'push' ? 'Stake returned' : 'Lose'}
                      </span>
                      <span>
                        {s.outcome === 'lose'
                          ? `−${formatCents(stake)} ${mark}`
                          : s.outcome === 'push'
                            ? `${formatCents(back)} ${mark} back`
                            : `+${formatCents(back - stake)} ${mark}`}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        )}

        <section className="game-panel" aria-labelledby="craps-history">
          <h3 id="craps-history" className="game-panel__title">
            Roll history
          </h3>
          {table.history.length === 0 ? (
            <p className="game-panel__note">The last 10 rolls show here.</p>
          ) : (
            <ol className="craps__history" data-testid="craps-history">
              {[...table.history]
                .slice(-10)
                .reverse()
                .map((r, i) => (
                  <li
                    key={i}
                    className={r.total === 7 ? 'is-seven' : undefined}
                    title={`${r.dice[0]} + ${r.dice[1]}`}
                  >
                    {r.total}
                  </li>
                ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
