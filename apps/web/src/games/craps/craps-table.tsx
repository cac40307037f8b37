import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CrapsRollResponse, CrapsTable } from '@casino/contracts';
import { betLimitsOf } from '@casino/games';
import { apiJson } from '../../api/http-client';
import { queryClient } from '../../api/query-client';
import { toast } from '../../components/toaster/toast-store';
import { Stat } from '../../components/games/game-ui';
import { formatCents, toCents, toMoneyString, type Cents } from '../../components/games/money';
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
  crapsRollToast,
  EMPTY_CRAPS_TABLE,
  type CrapsBetType,
} from './craps-rules';

const LIMITS = betLimitsOf('craps');
const ROLL_ANIMATION_MS = 900;
const TABLE_KEY = ['/api/craps/table'] as const;

interface NewBet {
  type: CrapsBetType;
  amount: Cents;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function CrapsTableView({ balance }: { balance: Cents }) {
  const server = useQuery<CrapsTable>({
    queryKey: TABLE_KEY,
    queryFn: () => apiJson<CrapsTable>('GET', '/api/craps/table').catch(() => EMPTY_CRAPS_TABLE),
  });
  const [last, setLast] = useState<CrapsRollResponse | null>(null);
  const [amountInput, setAmountInput] = useState('5');
  const [newBets, setNewBets] = useState<NewBet[]>([]);
  const [rolling, setRolling] = useState(false);

  const table: CrapsTable = last ?? server.data ?? EMPTY_CRAPS_TABLE;
  const amount = crapsAmountFromInput(amountInput, LIMITS);
  const newTotal = newBets.reduce((s, b) => s + b.amount, 0);

  function addBet(type: CrapsBetType) {
    if (newTotal + amount > balance) return toastInsufficientBalance();
    setNewBets((list) => {
      const existing = list.find((b) => b.type === type);
      if (existing)
        return list.map((b) =>
          b.type === type ? { ...b, amount: Math.min(LIMITS.max, b.amount + amount) } : b,
        );
      return [...list, { type, amount }];
    });
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
    if (newTotal > balance) return toastInsufficientBalance();
    setRolling(true);
    try {
      const body =
        newBets.length > 0
          ? { bets: newBets.map((b) => ({ type: b.type, amount: toMoneyString(b.amount) })) }
          : {};
      const [result] = await Promise.all([
        apiJson<CrapsRollResponse>('POST', '/api/craps/roll', body),
        wait(ROLL_ANIMATION_MS),
      ]);
      setLast(result);
      queryClient.setQueryData<CrapsTable>(TABLE_KEY, {
        phase: result.phase,
        point: result.point,
        bets: result.bets,
        history: result.history,
      });
      setNewBets([]);
      refreshAfterPlay(result.balance);
      toast(crapsRollToast(result));
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

        <div className="craps__points" aria-label="Point numbers">
          {[4, 5, 6, 8, 9, 10].map((n) => (
            <span key={n} className={`craps__point${table.point === n ? ' craps__point--on' : ''}`}>
              {n}
            </span>
          ))}
        </div>

        <div className="craps__bets" role="group" aria-label="Craps bets">
          {CRAPS_BETS.map((info) => {
            const allowed = canPlaceCrapsBet(info.type, table.phase);
            const onTable = table.bets
              .filter((b) => b.type === info.type)
              .reduce((s, b) => s + toCents(b.amount), 0);
            const adding = newBets.find((b) => b.type === info.type)?.amount ?? 0;
            return (
              <button
                key={info.type}
                type="button"
                className={`craps__bet craps__bet--${info.type}`}
                disabled={rolling || !allowed}
                title={allowed ? info.hint : 'Only on the come-out roll'}
                onClick={() => addBet(info.type)}
              >
                <span className="craps__bet-label">{info.label}</span>
                <span className="craps__bet-pays">{info.pays}</span>
                {(onTable > 0 || adding > 0) && (
                  <span className="craps__bet-stake">
                    {onTable > 0 && <span>on table {formatCents(onTable)}</span>}
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
            <span className="field__label">Bet amount (5 – 250)</span>
            <input
              className="field__input"
              type="number"
              inputMode="decimal"
              min={5}
              max={250}
              step={1}
              value={amountInput}
              onChange={(e) => setAmountInput(e.target.value)}
              onBlur={() => setAmountInput(String(amount / 100))}
              aria-describedby="craps-amount-hint"
            />
            <span className="field__hint" id="craps-amount-hint">
              Each click on a bet adds {formatCents(amount)}.
            </span>
          </label>
          <div className="action-row craps__roll-row">
            <Stat label="New bets" value={formatCents(newTotal)} tone="gold" />
            <button
              type="button"
              className="btn btn--gold btn--lg"
              disabled={rolling || !canRoll(table.bets.length, newBets.length)}
              onClick={() => void roll()}
            >
              {rolling ? 'Rolling…' : 'Roll'}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              disabled={rolling || newBets.length === 0}
              onClick={() => setNewBets([])}
            >
              Clear new bets
            </button>
          </div>
        </section>

        <section className="game-panel" aria-labelledby="craps-table-bets">
          <h3 id="craps-table-bets" className="game-panel__title">
            Bets on the table
          </h3>
          {table.bets.length === 0 ? (
            <p className="game-panel__note">No bets riding. New bets go on the table with your next roll.</p>
          ) : (
            <ul className="plain-list" data-testid="craps-table-bets">
              {table.bets.map((b, i) => (
                <li key={`${b.type}-${i}`}>
                  <span>{crapsBetLabel(b.type)}</span>
                  <span>{formatCents(toCents(b.amount))}</span>
                </li>
              ))}
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
                {last.settlements.map((s, i) => (
                  <li key={`${s.type}-${i}`} className={`plain-list__${s.outcome}`}>
                    <span>
                      {crapsBetLabel(s.type)} ·{' '}
                      {s.outcome === 'win' ? 'Win' : s.outcome === 'push' ? 'Push' : 'Lose'}
                    </span>
                    <span>
                      {s.outcome === 'lose'
                        ? `−${formatCents(toCents(s.amount))}`
                        : `+${formatCents(toCents(s.returned))}`}
                    </span>
                  </li>
                ))}
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
